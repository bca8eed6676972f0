// Story coverage: which React components the packages export have a story, and which routes of
// the web app's route table have a page story. Prints both and exits 1 below the targets
// (`--check`), so CI can hold the line.
//
// A component is a PascalCase value exported from a package's entry points (src/index.ts and
// src/pages.ts) that is declared in a .tsx file and returns JSX. It is covered when a
// *.stories.tsx file imports it and uses it (as `component`, in JSX or as an argument).
// A route is covered when a story declares `route: { path: '<the pattern>' }` in its parameters.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const COMPONENT_TARGET = 0.9;
// Test tooling, not product UI.
const SKIPPED_PACKAGES = new Set(['testing']);

function walk(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

interface Component {
  name: string;
  pkg: string;
  file: string;
}

/** The components each package exports, found through the type checker. */
export function exportedComponents(): Component[] {
  const entries: { pkg: string; file: string }[] = [];
  for (const pkg of readdirSync(join(root, 'packages')).sort()) {
    if (SKIPPED_PACKAGES.has(pkg)) continue;
    for (const name of ['index.ts', 'pages.ts']) {
      const file = join(root, 'packages', pkg, 'src', name);
      if (existsSync(file)) entries.push({ pkg, file });
    }
  }
  const program = ts.createProgram(
    entries.map((e) => e.file),
    {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      customConditions: ['@kreolab/source', 'development'],
      skipLibCheck: true,
      noEmit: true,
    },
  );
  const checker = program.getTypeChecker();
  const found = new Map<string, Component>();
  for (const { pkg, file } of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (!/^[A-Z][a-z]\w*$/.test(exported.name)) continue;
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.valueDeclaration;
      if (!declaration) continue;
      const declFile = declaration.getSourceFile().fileName;
      if (!declFile.endsWith('.tsx') || !declFile.startsWith(join(root, 'packages', pkg))) continue;
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      const returnsJsx = type
        .getCallSignatures()
        .some((s) => /Element|ReactNode/.test(checker.typeToString(s.getReturnType())));
      if (!returnsJsx) continue;
      const key = `${pkg}:${exported.name}`;
      if (!found.has(key)) found.set(key, { name: exported.name, pkg, file: declFile });
    }
  }
  return [...found.values()];
}

export function storyFiles(): string[] {
  const dirs = [join(root, 'apps/storybook/src')];
  for (const pkg of readdirSync(join(root, 'packages')))
    dirs.push(join(root, 'packages', pkg, 'src'));
  return dirs
    .filter((d) => existsSync(d))
    .flatMap((d) => walk(d))
    .filter((f) => f.endsWith('.stories.tsx'));
}

/** The names a stories file imports and uses outside its import declarations. */
export function usedImports(text: string): Set<string> {
  const source = ts.createSourceFile(
    'x.tsx',
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const imported = new Map<string, string>();
  for (const st of source.statements) {
    if (!ts.isImportDeclaration(st) || st.importClause?.isTypeOnly) continue;
    const bindings = st.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const el of bindings.elements) {
        if (!el.isTypeOnly) imported.set(el.name.text, (el.propertyName ?? el.name).text);
      }
    }
  }
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) && imported.has(node.text)) used.add(imported.get(node.text)!);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return used;
}

/** The leaf routes of apps/web's route table, as full patterns ('/labs/:labId', '*'). */
export function routePatterns(): string[] {
  const file = join(root, 'apps/web/src/routes.tsx');
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const variables = new Map<string, ts.Expression>();
  const functions = new Map<string, ts.FunctionDeclaration>();
  source.forEachChild((st) => {
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.initializer) variables.set(d.name.text, d.initializer);
      }
    } else if (ts.isFunctionDeclaration(st) && st.name) functions.set(st.name.text, st);
  });
  const prop = (o: ts.ObjectLiteralExpression, name: string) =>
    o.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
    )?.initializer;
  const join2 = (a: string, b: string) =>
    b.startsWith('/') || b === '*' ? b : `${a.replace(/\/$/, '')}/${b}`;
  const out: string[] = [];
  const route = (e: ts.Expression, prefix: string): void => {
    if (ts.isIdentifier(e) && variables.has(e.text)) return route(variables.get(e.text)!, prefix);
    if (!ts.isObjectLiteralExpression(e)) return;
    const path = prop(e, 'path');
    const here = path && ts.isStringLiteral(path) ? join2(prefix, path.text) : prefix;
    const children = prop(e, 'children');
    if (children && ts.isArrayLiteralExpression(children)) return list(children, here);
    const element = prop(e, 'element');
    const redirects = element?.getText().startsWith('<Navigate') ?? false;
    if ((path || prop(e, 'index')) && !redirects) out.push(here || '/');
  };
  const list = (a: ts.ArrayLiteralExpression, prefix: string): void => {
    for (const el of a.elements) {
      if (ts.isSpreadElement(el) && ts.isCallExpression(el.expression)) {
        const fn = functions.get(el.expression.expression.getText());
        fn?.body?.forEachChild((st) => {
          if (
            ts.isReturnStatement(st) &&
            st.expression &&
            ts.isArrayLiteralExpression(st.expression)
          )
            list(st.expression, prefix);
        });
      } else route(el as ts.Expression, prefix);
    }
  };
  const table = variables.get('routes');
  if (table && ts.isArrayLiteralExpression(table)) list(table, '');
  // A function that builds routes for several containers is called once per container.
  return [...new Set(out)];
}

/** The route patterns the stories declare. */
export function storyRoutes(files: string[]): Set<string> {
  const seen = new Set<string>();
  for (const f of files) {
    for (const m of readFileSync(f, 'utf8').matchAll(/route:\s*\{[^}]*?path:\s*'([^']+)'/g)) {
      seen.add(m[1]!);
    }
  }
  return seen;
}

function main() {
  const check = process.argv.includes('--check');
  const components = exportedComponents();
  const files = storyFiles();
  const used = new Set<string>();
  for (const f of files) for (const n of usedImports(readFileSync(f, 'utf8'))) used.add(n);

  const covered = components.filter((c) => used.has(c.name));
  const missing = components.filter((c) => !used.has(c.name));
  const share = components.length ? covered.length / components.length : 1;
  const routes = routePatterns();
  const declared = storyRoutes(files);
  const missingRoutes = routes.filter((r) => !declared.has(r));

  const byPkg = new Map<string, [number, number]>();
  for (const c of components) {
    const [n, s] = byPkg.get(c.pkg) ?? [0, 0];
    byPkg.set(c.pkg, [n + 1, s + (used.has(c.name) ? 1 : 0)]);
  }
  console.log(`Story files: ${files.length}`);
  console.log('Components with a story, per package:');
  for (const [pkg, [n, s]] of byPkg) console.log(`  ${pkg.padEnd(10)} ${s}/${n}`);
  console.log(
    `Components: ${covered.length}/${components.length} have a story (${(share * 100).toFixed(1)} %)`,
  );
  for (const c of missing)
    console.log(`  no story: ${c.pkg}/${c.name} (${relative(root, c.file)})`);
  console.log(`Routes: ${routes.length - missingRoutes.length}/${routes.length} have a page story`);
  for (const r of missingRoutes) console.log(`  no page story: ${r}`);
  if (check) {
    const ok = share >= COMPONENT_TARGET && missingRoutes.length === 0;
    console.log(
      `Check: at least ${COMPONENT_TARGET * 100} % of components and every route — ${ok ? 'passed' : 'FAILED'}`,
    );
    if (!ok) process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
