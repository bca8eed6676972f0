import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { config } from '../index.js';

async function lint(pkg, code, file = 'src/x.ts') {
  const eslint = new ESLint({
    overrideConfigFile: true,
    // Text linted here has no file on disk for the type-aware rules to find in a tsconfig.
    overrideConfig: config({ pkg, typeChecked: false }),
  });
  const [result] = await eslint.lintText(code, { filePath: `packages/${pkg}/${file}` });
  return result.messages.filter(
    (m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'kreolab/boundaries',
  );
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
    // the one declared page entry of its own, and no other feature's
    expect(await lint('web', "export { x } from '@kreolab/analysis/method';\n")).toHaveLength(0);
    expect(await lint('web', "export { x } from '@kreolab/cloud/method';\n")).toHaveLength(1);
  });

  it("allows the engine's benchmark fixtures, and nothing else under the engine", async () => {
    expect(await lint('api', "export { makeClip } from '@kreolab/engine/bench';\n")).toHaveLength(
      0,
    );
    expect(await lint('api', "export { x } from '@kreolab/engine/src/media';\n")).toHaveLength(1);
  });

  it("allows the engine's brand key to tests only, which check the web's form rule against it", async () => {
    const code = "export { brandKey } from '@kreolab/engine/brand';\n";
    expect(await lint('entities', code, 'src/analyses/brand.test.ts')).toHaveLength(0);
    expect(await lint('entities', code, 'src/analyses/brand.ts')).toHaveLength(1);
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

describe('the entities layer', () => {
  it('may be imported by every feature and by the app', async () => {
    const code = "export { labModeSet } from '@kreolab/entities';\n";
    for (const pkg of ['auth', 'cloud', 'analysis', 'labs', 'briefs', 'profile', 'web']) {
      expect(await lint(pkg, code)).toHaveLength(0);
    }
  });

  it('imports no feature, statically or dynamically', async () => {
    expect(await lint('entities', "export { x } from '@kreolab/labs';\n")).toHaveLength(1);
    expect(
      await lint('entities', "export const load = () => import('@kreolab/cloud');\n"),
    ).toHaveLength(1);
    expect(await lint('entities', "export { x } from '@kreolab/ui-kit';\n")).toHaveLength(0);
  });

  it('is out of reach of the shared layers below it and of the engine', async () => {
    const code = "export { x } from '@kreolab/entities';\n";
    expect(await lint('ui-kit', code)).toHaveLength(1);
    expect(await lint('api-client', code)).toHaveLength(1);
    expect(await lint('engine', code)).toHaveLength(1);
  });
});

describe('dynamic import()', () => {
  it("refuses another feature's package, root or subpath", async () => {
    const [message] = await lint('labs', "export const l = () => import('@kreolab/briefs');\n");
    expect(message?.message).toMatch(/may not import this package/);
    expect(
      await lint('labs', 'export const l = () => import(`@kreolab/briefs/pages`);\n'),
    ).toHaveLength(1);
    expect(
      await lint('ui-kit', "export const l = () => import('@kreolab/auth/pages');\n"),
    ).toHaveLength(1);
  });

  it('refuses deep imports and, outside tests, the test helpers', async () => {
    expect(
      await lint('web', "export const l = () => import('@kreolab/cloud/src/pages/CloudPage');\n"),
    ).toHaveLength(1);
    expect(await lint('labs', "export const l = () => import('@kreolab/testing');\n")).toHaveLength(
      1,
    );
  });

  it("allows what a static import may: the app's lazy pages, own modules, computed names", async () => {
    expect(
      await lint('web', "export const l = () => import('@kreolab/cloud/pages');\n"),
    ).toHaveLength(0);
    expect(
      await lint('analysis', "export const l = () => import('@kreolab/cloud');\n"),
    ).toHaveLength(0);
    expect(await lint('labs', "export const l = () => import('./pages/LabPage');\n")).toHaveLength(
      0,
    );
    expect(await lint('labs', 'export const l = (name: string) => import(name);\n')).toHaveLength(
      0,
    );
  });

  it('covers vi.mock and require naming a refused package', async () => {
    expect(
      await lint('labs', "vi.mock('@kreolab/briefs');\n", 'src/pages/LabPage.test.tsx'),
    ).toHaveLength(1);
    expect(await lint('labs', "export const b = require('@kreolab/briefs');\n")).toHaveLength(1);
  });
});

describe('relative paths', () => {
  it('refuse a path into another package', async () => {
    const [message] = await lint(
      'labs',
      "export { BriefsPage } from '../../briefs/src/index';\n",
      'src/pages.ts',
    );
    expect(message?.message).toMatch(/leaves this package/);
    expect(
      await lint('labs', "import '../../../briefs/src/api';\n", 'src/pages/LabPage.tsx'),
    ).toHaveLength(1);
    expect(
      await lint('labs', "export const l = () => import('../../briefs/src/index');\n"),
    ).toHaveLength(1);
    expect(
      await lint('web', "export { x } from '../../../packages/cloud/src/index';\n", 'src/x.ts'),
    ).toHaveLength(1);
  });

  it('allow any path inside the own package, tests and helpers included', async () => {
    expect(
      await lint('labs', "export { x } from '../components/LabView';\n", 'src/pages/LabPage.tsx'),
    ).toHaveLength(0);
    expect(
      await lint('labs', "export { x } from '../package.json';\n", 'src/index.ts'),
    ).toHaveLength(0);
    expect(
      await lint('labs', "export { x } from '../../test/utils';\n", 'src/pages/X.test.tsx'),
    ).toHaveLength(0);
  });
});

describe('the test helpers (@kreolab/testing)', () => {
  const code = "export { renderRoutes } from '@kreolab/testing';\n";

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
    expect(await lint('labs', "export { x } from '@kreolab/testing/x';\n", test)).toHaveLength(1);
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
