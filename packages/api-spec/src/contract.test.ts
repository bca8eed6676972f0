// The sources of the contract (contract/*.yaml) and the bundle the rest of the repository reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractDir, HTTP_METHODS, loadSpec, TAGS, type OpenApiOperation } from './index';

type Node = Record<string, unknown>;
const bundle = loadSpec();
const files = Object.fromEntries(
  readdirSync(contractDir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [f, parse(readFileSync(join(contractDir, f), 'utf8')) as Node]),
);
const root = files['openapi.yaml'] as Node & { paths: Record<string, { $ref: string }> };
const parts = Object.entries(files).filter(([f]) => f !== 'openapi.yaml');

/** A source node as it reads in the bundle: references to another source file become local. */
function asBundled(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asBundled);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? v.replace(/^\.\/[a-z-]+\.yaml#/, '#') : asBundled(v),
    ]),
  );
}

describe('contract/', () => {
  it('has one file per tag, plus the root document and shared.yaml', () => {
    expect(Object.keys(files).sort()).toEqual(
      [...TAGS.map((t) => `${t}.yaml`), 'openapi.yaml', 'shared.yaml'].sort(),
    );
  });

  it("keeps every operation in the file of its tag, and the root points at that file's path", () => {
    for (const [file, doc] of parts) {
      const paths = (doc.paths ?? {}) as Record<string, Record<string, OpenApiOperation>>;
      for (const [path, item] of Object.entries(paths)) {
        for (const method of HTTP_METHODS) {
          const op = item[method];
          if (op) expect(`${op.tags?.[0]}.yaml`, `${method} ${path}`).toBe(file);
        }
        const pointer = path.replaceAll('~', '~0').replaceAll('/', '~1');
        expect(root.paths[path]?.$ref, path).toBe(`./${file}#/paths/${pointer}`);
      }
    }
    const sourced = parts.flatMap(([, doc]) => Object.keys((doc.paths ?? {}) as Node));
    expect(Object.keys(root.paths).sort()).toEqual(sourced.sort());
  });

  it('defines every component name once (the bundler would quietly rename a second one)', () => {
    const seen = new Map<string, string>();
    for (const [file, doc] of parts) {
      const components = (doc.components ?? {}) as Record<string, Node>;
      for (const [kind, entries] of Object.entries(components)) {
        for (const name of Object.keys(entries)) {
          const key = `${kind}/${name}`;
          expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
          seen.set(key, file);
        }
      }
    }
  });

  it('is bundled into openapi.yaml as it stands (run `pnpm gen` after editing contract/)', () => {
    const stale: string[] = [];
    for (const [file, doc] of parts) {
      for (const [path, item] of Object.entries((doc.paths ?? {}) as Node)) {
        if (!isDeepStrictEqual(asBundled(item), bundle.paths[path])) stale.push(`${file} ${path}`);
      }
      const components = (doc.components ?? {}) as Record<string, Node>;
      for (const [kind, entries] of Object.entries(components)) {
        for (const [name, value] of Object.entries(entries)) {
          if (!isDeepStrictEqual(asBundled(value), bundle.components[kind]?.[name])) {
            stale.push(`${file} ${kind}/${name}`);
          }
        }
      }
    }
    for (const key of ['openapi', 'info', 'servers', 'security', 'tags']) {
      if (!isDeepStrictEqual(root[key], bundle[key])) stale.push(`openapi.yaml ${key}`);
    }
    expect(stale).toEqual([]);
    expect(Object.keys(bundle.paths).sort()).toEqual(Object.keys(root.paths).sort());
  });
});
