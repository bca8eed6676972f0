import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { config } from '../index.js';

async function lint(pkg, code, file = 'src/x.ts') {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: config({ pkg }),
  });
  const [result] = await eslint.lintText(code, { filePath: `packages/${pkg}/${file}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

describe('package boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    expect(
      await lint('labs', "import { x } from '@kreolab/briefs';\nexport { x };\n"),
    ).toHaveLength(1);
    expect(
      await lint('cloud', "import { x } from '@kreolab/analysis';\nexport { x };\n"),
    ).toHaveLength(1);
  });

  it('allows the declared exception analysis → cloud', async () => {
    expect(
      await lint('analysis', "import { x } from '@kreolab/cloud';\nexport { x };\n"),
    ).toHaveLength(0);
  });

  it('allows features to use the shared layers', async () => {
    const code =
      "import { a } from '@kreolab/ui-kit';\nimport { b } from '@kreolab/api-client';\nexport { a, b };\n";
    expect(await lint('profile', code)).toHaveLength(0);
  });

  it('refuses deep imports', async () => {
    expect(
      await lint('labs', "import { x } from '@kreolab/ui-kit/src/x';\nexport { x };\n"),
    ).toHaveLength(1);
  });

  it("allows a feature's /pages entry, but no other subpath", async () => {
    expect(await lint('web', "export { CloudPage } from '@kreolab/cloud/pages';\n")).toHaveLength(
      0,
    );
    expect(await lint('web', "export { x } from '@kreolab/cloud/pages/CloudPage';\n")).toHaveLength(
      1,
    );
    expect(await lint('web', "export { x } from '@kreolab/ui-kit/pages';\n")).toHaveLength(1);
  });

  it("refuses another feature's subpaths like its root", async () => {
    expect(await lint('labs', "export { x } from '@kreolab/briefs/pages';\n")).toHaveLength(1);
    expect(await lint('analysis', "export { x } from '@kreolab/cloud/pages';\n")).toHaveLength(0);
  });

  it('keeps shared layers and the engine free of features', async () => {
    expect(
      await lint('ui-kit', "import { x } from '@kreolab/auth';\nexport { x };\n"),
    ).toHaveLength(1);
    expect(
      await lint('engine', "import { x } from '@kreolab/ui-kit';\nexport { x };\n"),
    ).toHaveLength(1);
    expect(await lint('ui-kit', "export { x } from '@kreolab/auth/pages';\n")).toHaveLength(1);
  });
});

describe("ui-kit's test helpers", () => {
  const code = "export { renderRoutes } from '@kreolab/ui-kit/testing';\n";

  it('may be imported by test files and src/test/ helpers', async () => {
    expect(await lint('labs', code, 'src/pages/LabPage.test.tsx')).toHaveLength(0);
    expect(await lint('analysis', code, 'src/state/slice.test.ts')).toHaveLength(0);
    expect(await lint('profile', code, 'src/test/utils.tsx')).toHaveLength(0);
  });

  it('are refused to the code the packages ship', async () => {
    const [message] = await lint('labs', code, 'src/pages/LabPage.tsx');
    expect(message?.message).toMatch(/test files only/);
    expect(await lint('profile', code, 'src/dev/store.ts')).toHaveLength(1);
  });

  it('open no other subpath and no other feature to tests', async () => {
    const test = 'src/pages/LabPage.test.tsx';
    expect(await lint('labs', "export { x } from '@kreolab/ui-kit/src/x';\n", test)).toHaveLength(
      1,
    );
    expect(
      await lint('labs', "export { x } from '@kreolab/ui-kit/testing/x';\n", test),
    ).toHaveLength(1);
    expect(await lint('labs', "export { x } from '@kreolab/briefs';\n", test)).toHaveLength(1);
    expect(await lint('engine', code, 'test/x.test.ts')).toHaveLength(1);
  });
});

describe('tooling presets', () => {
  it('may be imported by subpath', async () => {
    expect(
      await lint('labs', "export { default } from '@kreolab/vitest-config/dom';\n"),
    ).toHaveLength(0);
  });
});
