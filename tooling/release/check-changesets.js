#!/usr/bin/env node
// Fails when a releasable package (a workspace package that is not `private`) changed since the
// base without a changeset that names it. The base is, in this order:
//   1. CHANGESET_BASE, when set (any commit-ish);
//   2. the merge base with origin/main, when HEAD is a branch that left it (a pull request);
//   3. the last release: the newest commit that deleted changesets (`pnpm version-packages`
//      consumes them), so a clean checkout of main checks everything since that release;
//   4. nothing (an empty tree): no release yet, so every package needs a changeset for its first.
// Only committed files count. A shallow clone whose history lacks the base is not checked (the
// check says so), since comparing against a cut-off history would report every package.
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Git's empty tree: diffing against it lists every committed file as added. */
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/** The folders that hold workspace packages (pnpm-workspace.yaml). */
const WORKSPACE_DIRS = ['apps', 'packages', 'tooling'];

/**
 * Files of a package that do not reach its users: docs, tests, stories and the configs of
 * lint, tests and types. A change to them alone needs no release.
 */
const UNSHIPPED = [
  /\.md$/,
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /(^|\/)(test|tests|__tests__|e2e)\//,
  /\.stories\.[cm]?[jt]sx?$/,
  /^(eslint|vitest|playwright)(\.[\w-]+)?\.config\.[cm]?[jt]s$/,
  /^tsconfig(\.[\w-]+)?\.json$/,
  /^jest-dom\.d\.ts$/,
];
/** package.json fields that do not change what users install. */
const UNSHIPPED_FIELDS = ['version', 'devDependencies', 'scripts'];

function git(cwd, args, { allowFail = false } = {}) {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if (allowFail) return null;
    throw error;
  }
}

const lines = (text) => (text ?? '').split('\n').filter(Boolean);

/** The text of `file` at `ref`, or null where it does not exist there. */
function show(cwd, ref, file) {
  if (ref === EMPTY_TREE) return null;
  return git(cwd, ['show', `${ref}:${file}`], { allowFail: true });
}

/**
 * Where the comparison starts, and why.
 * @returns {{ ref: string, reason: string } | { ref: null, reason: string }}
 */
export function findBase(cwd, env = process.env) {
  if (env.CHANGESET_BASE) {
    const ref = git(cwd, ['rev-parse', '--verify', '--quiet', `${env.CHANGESET_BASE}^{commit}`], {
      allowFail: true,
    })?.trim();
    if (!ref) throw new Error(`CHANGESET_BASE=${env.CHANGESET_BASE} is not a commit here`);
    return { ref, reason: `CHANGESET_BASE (${env.CHANGESET_BASE})` };
  }
  const head = git(cwd, ['rev-parse', 'HEAD']).trim();
  const main = git(cwd, ['rev-parse', '--verify', '--quiet', 'origin/main^{commit}'], {
    allowFail: true,
  })?.trim();
  if (main) {
    const mergeBase = git(cwd, ['merge-base', 'HEAD', main], { allowFail: true })?.trim();
    if (mergeBase && mergeBase !== head) {
      return { ref: mergeBase, reason: 'the merge base with origin/main' };
    }
  }
  // A commit that only deletes a changeset (a revert, a changeset withdrawn) is not a release:
  // `pnpm version-packages` also bumps the versions of what it releases, so the release is the
  // newest commit that does both.
  const release = lines(
    git(cwd, ['log', '--format=%H', '--diff-filter=D', '--', '.changeset/*.md']),
  ).find((commit) => bumpsVersion(cwd, commit));
  if (release)
    return { ref: release, reason: 'the last release (the commit that consumed changesets)' };
  const shallow = git(cwd, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
  if (shallow) return { ref: null, reason: 'a shallow clone without the last release' };
  return { ref: EMPTY_TREE, reason: 'no release yet (every package is new)' };
}

/** Whether `commit` changes the version of a workspace package. */
function bumpsVersion(cwd, commit) {
  const manifests = WORKSPACE_DIRS.map((dir) => `${dir}/*/package.json`);
  const diff = git(cwd, ['show', '--format=', '-U0', commit, '--', ...manifests]);
  return /^[+-]\s*"version"\s*:/m.test(diff);
}

/** The workspace packages at HEAD: name, folder, and whether they are released. */
export function workspacePackages(cwd) {
  const files = lines(git(cwd, ['ls-tree', '-r', '--name-only', 'HEAD', '--', ...WORKSPACE_DIRS]));
  return files
    .filter((file) => /^[^/]+\/[^/]+\/package\.json$/.test(file))
    .map((file) => {
      const pkg = JSON.parse(show(cwd, 'HEAD', file));
      return { name: pkg.name, dir: path.posix.dirname(file), released: pkg.private !== true };
    });
}

function withoutUnshippedFields(text) {
  if (text === null) return null;
  const pkg = JSON.parse(text);
  for (const field of UNSHIPPED_FIELDS) delete pkg[field];
  return JSON.stringify(pkg);
}

/** Whether a changed file of a package (path relative to its folder) reaches its users. */
export function isShipped(cwd, base, dir, relative) {
  if (UNSHIPPED.some((pattern) => pattern.test(relative))) return false;
  if (relative !== 'package.json') return true;
  const file = `${dir}/package.json`;
  return (
    withoutUnshippedFields(show(cwd, base, file)) !==
    withoutUnshippedFields(show(cwd, 'HEAD', file))
  );
}

/** The names a changeset releases: the keys of its front matter. */
export function packagesOfChangeset(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---/.exec(text);
  if (!match) return [];
  return lines(match[1])
    .map((line) => /^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch|none)\s*$/.exec(line)?.[1])
    .filter(Boolean);
}

/**
 * The released packages changed since the base, the changesets written since then, and the
 * changed packages none of them names.
 */
export function check(cwd, env = process.env) {
  const base = findBase(cwd, env);
  if (base.ref === null) return { base, changed: [], missing: [] };
  const packages = workspacePackages(cwd).filter((pkg) => pkg.released);
  const changedFiles = lines(git(cwd, ['diff', '--name-only', base.ref, 'HEAD']));
  const changed = packages.filter((pkg) =>
    changedFiles.some(
      (file) =>
        file.startsWith(`${pkg.dir}/`) &&
        isShipped(cwd, base.ref, pkg.dir, file.slice(pkg.dir.length + 1)),
    ),
  );
  const changesets = lines(
    git(cwd, ['diff', '--name-only', '--diff-filter=AM', base.ref, 'HEAD', '--', '.changeset']),
  ).filter((file) => file.endsWith('.md') && path.posix.basename(file) !== 'README.md');
  const named = new Set(changesets.flatMap((file) => packagesOfChangeset(show(cwd, 'HEAD', file))));
  const released = (pkg) => {
    const before = show(cwd, base.ref, `${pkg.dir}/package.json`);
    return (
      before !== null &&
      JSON.parse(before).version !==
        JSON.parse(show(cwd, 'HEAD', `${pkg.dir}/package.json`)).version
    );
  };
  const missing = changed.filter((pkg) => !named.has(pkg.name) && !released(pkg));
  return { base, changed, changesets, missing };
}

function main() {
  const cwd = git(process.cwd(), ['rev-parse', '--show-toplevel']).trim();
  const { base, changed, missing } = check(cwd);
  if (base.ref === null) {
    console.log(`changesets: not checked — ${base.reason}; fetch the full history to check.`);
    return;
  }
  console.log(`changesets: comparing with ${base.reason}`);
  console.log(
    `changesets: ${changed.length} released package(s) changed, ${missing.length} without a changeset`,
  );
  if (missing.length > 0) {
    for (const pkg of missing)
      console.error(`  ${pkg.name} (${pkg.dir}) changed without a changeset`);
    console.error(
      'Describe the change with `pnpm changeset`, naming each package above, and commit the file.',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
