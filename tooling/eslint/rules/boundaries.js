import path from 'node:path';

/**
 * What `no-restricted-imports` cannot see: a dynamic `import()` of a refused package, and a
 * relative path that climbs out of its own package ('../../briefs/src/index' from inside labs),
 * which reaches another package's sources past its `exports` and its declared dependencies.
 * Options: `{ patterns: [{ regex, message }] }`, the same patterns as `no-restricted-imports`.
 */

/** The folder of the workspace package a file belongs to (packages/x, apps/x, tooling/x). */
export function packageRoot(filename, cwd) {
  const normalized = filename.split(path.sep).join('/');
  const match = /^(.*\/(?:packages|apps|tooling)\/[^/]+)\//.exec(
    path.isAbsolute(normalized) ? normalized : `${cwd.split(path.sep).join('/')}/${normalized}`,
  );
  return match ? match[1] : cwd.split(path.sep).join('/');
}

/** The string an import names, when it is written literally; null when it is computed. */
function literalSource(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? null;
  }
  return null;
}

export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps dynamic and relative imports inside the package boundaries.' },
    schema: [
      {
        type: 'object',
        properties: {
          patterns: {
            type: 'array',
            items: {
              type: 'object',
              properties: { regex: { type: 'string' }, message: { type: 'string' } },
              required: ['regex', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      escapes:
        "'{{source}}' leaves this package: import the other package by its name and public entry point.",
      refused: '{{message}}',
    },
  },
  create(context) {
    const patterns = (context.options[0]?.patterns ?? []).map((p) => ({
      regex: new RegExp(p.regex),
      message: p.message,
    }));
    const filename = context.filename.split(path.sep).join('/');
    const root = packageRoot(filename, context.cwd);
    const dir = path.posix.dirname(
      path.posix.isAbsolute(filename)
        ? filename
        : `${context.cwd.split(path.sep).join('/')}/${filename}`,
    );

    function checkRelative(node, source) {
      if (!source.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(dir, source));
      if (target === root || target.startsWith(`${root}/`)) return;
      context.report({ node, messageId: 'escapes', data: { source } });
    }

    function check(node, sourceNode, dynamic) {
      const source = literalSource(sourceNode);
      if (source === null) return;
      checkRelative(node, source);
      // Static imports are refused by no-restricted-imports with the same patterns.
      if (!dynamic) return;
      const hit = patterns.find((p) => p.regex.test(source));
      if (hit) context.report({ node, messageId: 'refused', data: { message: hit.message } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, false),
      ExportAllDeclaration: (node) => check(node, node.source, false),
      ImportExpression: (node) => check(node, node.source, true),
      CallExpression(node) {
        // require('...') and vi.mock('...') / vi.importActual('...') name modules too.
        const callee = node.callee;
        const named =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'vi' &&
            callee.property.type === 'Identifier' &&
            ['mock', 'doMock', 'importActual', 'importMock'].includes(callee.property.name));
        if (named) check(node, node.arguments[0], true);
      },
    };
  },
};

export const plugin = { rules: { boundaries: boundariesRule } };
