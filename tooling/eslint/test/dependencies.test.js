import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The workspace dependencies each package.json declares are exactly the workspace packages its
// files import: an undeclared one builds here by accident (the workspace links everything) and
// breaks an installed package; an unused one drags a package along and hides the real graph.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** This folder's tests lint import statements written as strings: data, not imports. */
const FIXTURES = path.join(root, 'tooling/eslint/test');
/** Storybook collects every package's stories by a glob, so it depends on each of them. */
const COLLECTS_STORIES = '@kreolab/storybook';
const SKIP = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'coverage',
  '.turbo',
  'generated',
]);
const SOURCE = /\.(m?[jt]sx?|cjs)$/;
const IMPORT = /(?:from\s*|import\s*\(?\s*|require\(\s*|vi\.mock\(\s*)['"`](@kreolab\/[^/'"`]+)/g;

function files(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || (name.startsWith('.') && name !== '.storybook')) continue;
    const full = path.join(dir, name);
    if (full === FIXTURES) continue;
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (SOURCE.test(name) || name === 'tsconfig.json') out.push(full);
  }
  return out;
}

/** Every workspace package: its folder, name and declared @kreolab dependencies. */
function workspace() {
  const dirs = ['packages', 'apps', 'tooling'].flatMap((group) =>
    existsSync(path.join(root, group))
      ? readdirSync(path.join(root, group)).map((d) => path.join(root, group, d))
      : [],
  );
  return dirs
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const declared = new Set(
        ['dependencies', 'devDependencies', 'peerDependencies']
          .flatMap((field) => Object.keys(pkg[field] ?? {}))
          .filter((name) => name.startsWith('@kreolab/')),
      );
      return { dir, name: pkg.name, declared };
    });
}

/** The @kreolab packages a package's files name (imports, mocks, a tsconfig's extends). */
export function importedBy(dir, self) {
  const used = new Set();
  for (const file of files(dir)) {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('tsconfig.json')) {
      const extended = /"extends"\s*:\s*"(@kreolab\/[^/"]+)/.exec(text);
      if (extended) used.add(extended[1]);
      continue;
    }
    for (const match of text.matchAll(IMPORT)) used.add(match[1]);
  }
  used.delete(self);
  return used;
}

describe('workspace dependencies', () => {
  const packages = workspace();

  it('finds the web packages', () => {
    const names = packages.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['@kreolab/entities', '@kreolab/web']));
  });

  const withStories = packages
    .filter((p) => p.dir.startsWith(path.join(root, 'packages')))
    .filter((p) => files(path.join(p.dir, 'src')).some((f) => f.endsWith('.stories.tsx')))
    .map((p) => p.name);

  it.each(packages.map((p) => [p.name, p]))('%s declares exactly what it imports', (_n, p) => {
    const used = importedBy(p.dir, p.name);
    if (p.name === COLLECTS_STORIES) for (const name of withStories) used.add(name);
    const undeclared = [...used].filter((name) => !p.declared.has(name)).sort();
    const unused = [...p.declared].filter((name) => !used.has(name)).sort();
    expect({ undeclared, unused }).toEqual({ undeclared: [], unused: [] });
  });
});
