import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { check, EMPTY_TREE, packagesOfChangeset } from '../check-changesets.js';

const SCRIPT = fileURLToPath(new URL('../check-changesets.js', import.meta.url));
const NO_ENV = {};
const made = [];

function git(cwd, ...args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function write(cwd, file, text) {
  mkdirSync(path.dirname(path.join(cwd, file)), { recursive: true });
  writeFileSync(path.join(cwd, file), text);
}

function commit(cwd, files, message) {
  for (const [file, text] of Object.entries(files)) {
    if (text === null) rmSync(path.join(cwd, file));
    else write(cwd, file, text);
  }
  git(cwd, 'add', '-A');
  git(cwd, 'commit', '-q', '-m', message);
}

const pkgJson = (name, extra = {}) => JSON.stringify({ name, version: '0.1.0', ...extra }, null, 2);
const changeset = (names) =>
  `---\n${names.map((n) => `'${n}': patch`).join('\n')}\n---\n\nA change.\n`;

/** A workspace with two released packages, a private app and a README of the changesets. */
function repo() {
  const cwd = mkdtempSync(path.join(tmpdir(), 'changesets-'));
  made.push(cwd);
  git(cwd, 'init', '-q', '-b', 'main');
  git(cwd, 'config', 'user.email', 'ci@example.com');
  git(cwd, 'config', 'user.name', 'CI');
  commit(
    cwd,
    {
      'packages/a/package.json': pkgJson('@x/a'),
      'packages/a/src/index.ts': 'export const a = 1;\n',
      'packages/b/package.json': pkgJson('@x/b'),
      'packages/b/src/index.ts': 'export const b = 1;\n',
      'apps/web/package.json': pkgJson('@x/web', { private: true }),
      'apps/web/src/main.ts': 'export {};\n',
      '.changeset/README.md': '# Changesets\n',
    },
    'start',
  );
  return cwd;
}

/** What `pnpm version-packages` commits: the changesets gone, the versions bumped. */
function release(cwd, changesetFiles, bumped) {
  const files = Object.fromEntries(changesetFiles.map((f) => [f, null]));
  for (const [dir, name] of bumped)
    files[`${dir}/package.json`] = pkgJson(name, { version: '0.2.0' });
  commit(cwd, files, 'version packages');
}

const missingNames = (cwd, env = NO_ENV) => check(cwd, env).missing.map((p) => p.name);

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('before the first release', () => {
  it('wants a changeset for every released package, never for a private one', () => {
    const cwd = repo();
    expect(check(cwd, NO_ENV).base.ref).toBe(EMPTY_TREE);
    expect(missingNames(cwd)).toEqual(['@x/a', '@x/b']);
  });

  it('passes once changesets name them', () => {
    const cwd = repo();
    commit(cwd, { '.changeset/first.md': changeset(['@x/a', '@x/b']) }, 'changeset');
    expect(missingNames(cwd)).toEqual([]);
  });
});

describe('after a release', () => {
  function released() {
    const cwd = repo();
    commit(cwd, { '.changeset/first.md': changeset(['@x/a', '@x/b']) }, 'changeset');
    release(
      cwd,
      ['.changeset/first.md'],
      [
        ['packages/a', '@x/a'],
        ['packages/b', '@x/b'],
      ],
    );
    return cwd;
  }

  it('compares with the release commit and passes when nothing changed since', () => {
    const cwd = released();
    const { base } = check(cwd, NO_ENV);
    expect(base.ref).toBe(git(cwd, 'rev-parse', 'HEAD').trim());
    expect(missingNames(cwd)).toEqual([]);
  });

  it('does not take a commit that only withdraws a changeset for a release', () => {
    const cwd = released();
    const release = git(cwd, 'rev-parse', 'HEAD').trim();
    commit(
      cwd,
      {
        'packages/a/src/index.ts': 'export const a = 2;\n',
        '.changeset/a.md': changeset(['@x/a']),
      },
      'change a',
    );
    commit(
      cwd,
      { 'packages/a/src/index.ts': 'export const a = 1;\n', '.changeset/a.md': null },
      'revert the change of a',
    );
    commit(cwd, { 'packages/b/src/index.ts': 'export const b = 2;\n' }, 'change b');
    expect(check(cwd, NO_ENV).base.ref).toBe(release);
    expect(missingNames(cwd)).toEqual(['@x/b']);
    commit(cwd, { '.changeset/b.md': changeset(['@x/b']) }, 'a changeset of b');
    expect(missingNames(cwd)).toEqual([]);
  });

  it('fails for a package whose source changed, and names only that package', () => {
    const cwd = released();
    commit(cwd, { 'packages/a/src/index.ts': 'export const a = 2;\n' }, 'change a');
    expect(missingNames(cwd)).toEqual(['@x/a']);
  });

  it('passes when a changeset written since the release names the package', () => {
    const cwd = released();
    commit(cwd, { 'packages/a/src/index.ts': 'export const a = 2;\n' }, 'change a');
    commit(cwd, { '.changeset/a.md': changeset(['@x/b']) }, 'a changeset of b');
    expect(missingNames(cwd)).toEqual(['@x/a']);
    commit(cwd, { '.changeset/a.md': changeset(['@x/a']) }, 'a changeset of a');
    expect(missingNames(cwd)).toEqual([]);
  });

  it('ignores tests, stories, docs, configs and dev-only package.json fields', () => {
    const cwd = released();
    commit(
      cwd,
      {
        'packages/a/src/index.test.ts': 'test\n',
        'packages/a/src/test/utils.ts': 'export {};\n',
        'packages/a/src/A.stories.tsx': 'export {};\n',
        'packages/a/README.md': '# a\n',
        'packages/a/eslint.config.js': 'export default [];\n',
        'packages/a/package.json': pkgJson('@x/a', {
          version: '0.2.0',
          scripts: { test: 'vitest run' },
          devDependencies: { vitest: '4' },
        }),
      },
      'tests and tooling',
    );
    expect(missingNames(cwd)).toEqual([]);
    commit(
      cwd,
      {
        'packages/a/package.json': pkgJson('@x/a', {
          version: '0.2.0',
          scripts: { test: 'vitest run' },
          devDependencies: { vitest: '4' },
          dependencies: { dayjs: '1' },
        }),
      },
      'a dependency',
    );
    expect(missingNames(cwd)).toEqual(['@x/a']);
  });

  it('never asks a private app for a changeset', () => {
    const cwd = released();
    commit(cwd, { 'apps/web/src/main.ts': 'export const x = 1;\n' }, 'change the app');
    expect(missingNames(cwd)).toEqual([]);
  });
});

describe('a branch (pull request)', () => {
  it('compares with its merge base with origin/main', () => {
    const upstream = repo();
    commit(upstream, { '.changeset/first.md': changeset(['@x/a', '@x/b']) }, 'changeset');
    release(
      upstream,
      ['.changeset/first.md'],
      [
        ['packages/a', '@x/a'],
        ['packages/b', '@x/b'],
      ],
    );
    const cwd = mkdtempSync(path.join(tmpdir(), 'changesets-clone-'));
    made.push(cwd);
    git(tmpdir(), 'clone', '-q', upstream, cwd);
    git(cwd, 'config', 'user.email', 'ci@example.com');
    git(cwd, 'config', 'user.name', 'CI');
    git(cwd, 'checkout', '-q', '-b', 'feature');
    commit(cwd, { 'packages/b/src/index.ts': 'export const b = 3;\n' }, 'change b');
    const result = check(cwd, NO_ENV);
    expect(result.base.reason).toMatch(/merge base/);
    expect(result.missing.map((p) => p.name)).toEqual(['@x/b']);
  });

  it('uses CHANGESET_BASE when it is set', () => {
    const cwd = repo();
    commit(cwd, { '.changeset/first.md': changeset(['@x/a', '@x/b']) }, 'changeset');
    const base = git(cwd, 'rev-parse', 'HEAD').trim();
    commit(cwd, { 'packages/b/src/index.ts': 'export const b = 3;\n' }, 'change b');
    expect(missingNames(cwd, { CHANGESET_BASE: base })).toEqual(['@x/b']);
    expect(() => check(cwd, { CHANGESET_BASE: 'no-such-ref' })).toThrow(/not a commit/);
  });
});

describe('the command', () => {
  it('exits 1 and names the package, or 0', () => {
    const cwd = repo();
    let failure;
    try {
      execFileSync(process.execPath, [SCRIPT], { cwd, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failure = error;
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toMatch(/@x\/a \(packages\/a\) changed without a changeset/);
    commit(cwd, { '.changeset/first.md': changeset(['@x/a', '@x/b']) }, 'changeset');
    const out = execFileSync(process.execPath, [SCRIPT], { cwd, encoding: 'utf8' });
    expect(out).toMatch(/2 released package\(s\) changed, 0 without a changeset/);
  });
});

describe('packagesOfChangeset', () => {
  it('reads the names of the front matter in any quoting', () => {
    const text = `---\n"@x/a": minor\n'@x/b': patch\nplain: major\n---\n\nText: patch\n`;
    expect(packagesOfChangeset(text)).toEqual(['@x/a', '@x/b', 'plain']);
    expect(packagesOfChangeset('---\n---\n\nempty\n')).toEqual([]);
  });
});
