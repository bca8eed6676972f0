import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { config } from '../index.js';

const root = fileURLToPath(new URL('./fixtures/typed', import.meta.url));

async function lintFixture(typeChecked) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: config({ pkg: 'fixture', typeChecked, tsconfigRootDir: root }),
  });
  const [result] = await eslint.lintFiles(['src/promises.ts']);
  return result.messages.map((m) => `${m.line}:${m.ruleId}`);
}

describe('type-aware rules', () => {
  it('report a floating promise, a promise-returning event handler and an await of a non-promise', async () => {
    expect(await lintFixture(true)).toEqual([
      '7:@typescript-eslint/no-floating-promises',
      '20:@typescript-eslint/no-misused-promises',
      '31:@typescript-eslint/await-thenable',
    ]);
  });

  it('are off when a package asks for linting without types', async () => {
    expect(await lintFixture(false)).toEqual([]);
  });
});
