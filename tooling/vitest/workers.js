import { availableParallelism } from 'node:os';

/**
 * How many test files each preset runs at once. One per core left two cores about a third idle:
 * a file waits on timers, user events and worker threads. Three took packages/analysis (jsdom)
 * from 58 to 43–45 s and packages/engine (Node) from 36 to 21 s on two cores.
 */
export const TEST_WORKERS = Math.max(3, availableParallelism());
