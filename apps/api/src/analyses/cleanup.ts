import type { FastifyInstance } from 'fastify';
import { analysisPrefix } from './files';

/** Files of deleted analyses go in the background, after their rows (storage.cleanup). */
export async function cleanupAnalysisFiles(app: FastifyInstance, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await app.jobs.send('storage.cleanup', { prefixes: ids.map(analysisPrefix) });
  } catch (error) {
    // Orphaned overlays cost disk, not correctness; the rows are already gone.
    app.log.warn({ err: error, ids }, 'could not queue the cleanup of analysis files');
  }
}
