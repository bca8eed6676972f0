import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The engine package's root folder (packages/engine). */
export const ENGINE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The real folder of an installed package, found by walking up node_modules (ignores "exports" maps). */
export function packageDir(name: string): string {
  let dir = ENGINE_ROOT;
  for (;;) {
    const p = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(p, 'package.json'))) return fs.realpathSync(p);
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`package ${name} is not installed`);
    dir = up;
  }
}

/** The git-ignored cache folder for expensive per-image features. */
export const CACHE_DIR = path.join(ENGINE_ROOT, '.cache');
