import { describe, expect, it } from 'vitest';
import { exportedFiles, problemsOf } from '../check-packs.js';

const exports = {
  '.': { types: './dist/index.d.ts', import: './dist/index.js' },
  './pages': { types: './dist/pages.d.ts', import: './dist/pages.js' },
};
const files = [
  'package.json',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/pages.js',
  'dist/pages.d.ts',
];
const good = { name: '@x/a', exports, peerDependencies: { react: '^19.2.0' } };

describe('problemsOf', () => {
  it('accepts a built tarball with every export and plain ranges', () => {
    expect(exportedFiles(exports)).toEqual([
      'dist/index.d.ts',
      'dist/index.js',
      'dist/pages.d.ts',
      'dist/pages.js',
    ]);
    expect(problemsOf({ manifest: good, files })).toEqual([]);
  });

  it('reports an unbuilt package, shipped sources and workspace-only ranges', () => {
    expect(problemsOf({ manifest: good, files: ['package.json'] })).toHaveLength(4);
    expect(problemsOf({ manifest: good, files: [...files, 'src/index.ts'] })).toEqual([
      'ships src/index.ts',
    ]);
    const manifest = {
      ...good,
      dependencies: { '@x/b': 'workspace:^' },
      peerDependencies: { react: 'catalog:' },
    };
    expect(problemsOf({ manifest, files })).toEqual([
      'dependencies.@x/b is "workspace:^"',
      'peerDependencies.react is "catalog:"',
    ]);
  });

  it('reports the source condition and an export without types or import', () => {
    const manifest = {
      exports: { '.': { '@kreolab/source': './src/index.ts', import: './dist/index.js' } },
    };
    expect(problemsOf({ manifest, files: ['dist/index.js', 'src/index.ts'] })).toEqual([
      'exports["."] lacks "types" or "import"',
      'exports keep the "@kreolab/source" condition (sources are not shipped)',
      'ships src/index.ts',
    ]);
  });
});
