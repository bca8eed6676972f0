import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'tsdown';

/** The export condition under which a workspace package points at its TypeScript sources. */
export const SOURCE_CONDITION = '@kreolab/source';

/**
 * The entries of a package: every `exports` subpath's source file. The package.json is the one
 * list of public entry points, so a new subpath cannot be exported without being built.
 * @param {string} dir the package's folder
 * @returns {Record<string, string>} output name (e.g. `pages`) → source file
 */
export function entriesOf(dir) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entries = {};
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    const source = typeof target === 'object' ? target?.[SOURCE_CONDITION] : undefined;
    if (typeof source !== 'string') continue;
    const name = subpath === '.' ? 'index' : subpath.replace(/^\.\//, '');
    entries[name] = source;
  }
  if (Object.keys(entries).length === 0) {
    throw new Error(`${dir}/package.json exports no "${SOURCE_CONDITION}" entry to build`);
  }
  return entries;
}

/**
 * The build of one releasable package: ESM for bundlers with `.d.ts` beside it, its entries
 * from package.json. Dependencies and peers stay imports (tsdown externalises them), so an
 * app that installs the package gets one React, one store and one api-client.
 * @param {{ cwd?: string, platform?: 'browser' | 'node' | 'neutral' }} [options]
 */
export function library({ cwd = process.cwd(), platform = 'browser' } = {}) {
  return defineConfig({
    cwd,
    entry: entriesOf(cwd),
    format: 'esm',
    platform,
    target: 'es2022',
    outDir: 'dist',
    clean: true,
    dts: true,
    sourcemap: true,
    fixedExtension: false,
    // The packages' own tsconfig resolves workspace imports to sources (customConditions);
    // the declarations must still import them by package name, as the JS does.
    tsconfig: 'tsconfig.json',
  });
}

export default library;
