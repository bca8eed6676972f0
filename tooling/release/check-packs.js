#!/usr/bin/env node
// Packs every releasable workspace package (after `pnpm build`) into a temporary folder and
// fails unless each tarball is what an outside app can install: every `exports` entry has its
// JavaScript and declarations in the tarball, no source or test file is shipped, and the
// manifest names no workspace-only specifier (`workspace:`, `catalog:`) or source condition.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspacePackages } from './check-changesets.js';

const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'];

/** The files an `exports` map points at, for every condition. */
export function exportedFiles(exports) {
  const files = [];
  const walk = (target) => {
    if (typeof target === 'string') files.push(target.replace(/^\.\//, ''));
    else if (target && typeof target === 'object') Object.values(target).forEach(walk);
  };
  walk(exports);
  return files;
}

/**
 * What is wrong with one packed package.
 * @param {{ manifest: object, files: string[] }} tarball the packed package.json and file list
 * @returns {string[]} the problems, none when the tarball is fine
 */
export function problemsOf({ manifest, files }) {
  const problems = [];
  const shipped = new Set(files);
  const targets = exportedFiles(manifest.exports ?? {});
  if (targets.length === 0) problems.push('exports nothing');
  for (const target of targets) {
    if (!shipped.has(target)) problems.push(`exports ${target}, which is not in the tarball`);
  }
  for (const subpath of Object.keys(manifest.exports ?? {})) {
    const entry = manifest.exports[subpath];
    if (typeof entry !== 'object' || !entry.types || !entry.import) {
      problems.push(`exports["${subpath}"] lacks "types" or "import"`);
    }
  }
  if (JSON.stringify(manifest.exports ?? {}).includes('@kreolab/source')) {
    problems.push('exports keep the "@kreolab/source" condition (sources are not shipped)');
  }
  for (const file of files) {
    if (/^src\//.test(file) || /\.(test|stories)\.[jt]sx?$/.test(file)) {
      problems.push(`ships ${file}`);
    }
  }
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (/^(workspace|catalog):/.test(range)) problems.push(`${field}.${name} is "${range}"`);
    }
  }
  return problems;
}

function pack(cwd, dir, destination) {
  const out = execFileSync('pnpm', ['pack', '--json', '--pack-destination', destination], {
    cwd: path.join(cwd, dir),
    encoding: 'utf8',
  });
  const tarball = JSON.parse(out.slice(out.indexOf('{'))).filename;
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => file.replace(/^package\//, ''));
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  );
  return { tarball, files, manifest };
}

function main() {
  const cwd = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const destination = mkdtempSync(path.join(tmpdir(), 'kreolab-packs-'));
  let failed = false;
  try {
    for (const pkg of workspacePackages(cwd).filter((p) => p.released)) {
      const packed = pack(cwd, pkg.dir, destination);
      const problems = problemsOf(packed);
      const size = readFileSync(packed.tarball).length;
      console.log(`${pkg.name}: ${packed.files.length} files, ${(size / 1024).toFixed(1)} kB`);
      for (const problem of problems) console.error(`  ${pkg.name} ${problem}`);
      failed ||= problems.length > 0;
    }
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
  if (failed) {
    console.error(
      'Some packages would not install from their tarballs (built first? `pnpm build`).',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
