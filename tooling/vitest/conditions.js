/**
 * Workspace packages export their TypeScript sources under this condition and their build
 * (dist/) otherwise. Tests, the web app and Storybook resolve the sources, so no package has to
 * be built before another package's tests run or the app is served.
 */
export const SOURCE_CONDITION = '@kreolab/source';

// A `conditions` list replaces the defaults rather than extending them, so each list below
// repeats the defaults it stands in for.
/** Vite's `defaultClientConditions`, what apps/web and Storybook build with. */
const VITE_CLIENT = ['module', 'browser', 'development|production'];
/**
 * Vitest's conditions for every environment (Vite's server conditions without 'module'): with
 * 'module', packages such as @aws-sdk resolve to builds whose extension-less imports Node
 * cannot load.
 */
const VITEST = ['node', 'development|production'];

/** The `resolve` part of a Vite config (apps/web, Storybook) that resolves sources. */
export const sourceResolution = {
  resolve: { conditions: [SOURCE_CONDITION, ...VITE_CLIENT] },
};

/**
 * The `resolve` and `ssr.resolve` parts of a Vitest config that resolve sources; Vitest also
 * hands the ssr conditions to its Node workers (`--conditions`).
 */
export const testResolution = {
  resolve: { conditions: [SOURCE_CONDITION, ...VITEST] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...VITEST] } },
};
