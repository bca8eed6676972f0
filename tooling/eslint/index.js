import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { plugin as kreolab } from './rules/boundaries.js';

/** Feature packages: each may import only the shared layers, never another feature. */
export const FEATURES = ['auth', 'cloud', 'analysis', 'labs', 'briefs', 'profile'];
/**
 * The one declared exception to the rule above: the analysis pages embed the cloud's
 * creative picker and viewer rather than growing a second file browser.
 */
export const ALLOWED_FEATURE_IMPORTS = { analysis: ['cloud'] };
/**
 * The domain layer between the features and the shared layers (the analysis list, the selected
 * creatives, the lab mode, profile hints, cache tags): every feature may import it, it imports
 * no feature, and the shared layers below it import neither.
 */
export const ENTITIES = ['entities'];
const SHARED = ['api-client', 'api-spec', 'ui-kit', 'i18n-ru'];
const TOOLING = ['vitest-config', 'tsconfig', 'eslint-config', 'prettier-config', 'tsdown-config'];

/** The subpaths a feature package publishes besides its root (its route pages, loaded lazily). */
export const FEATURE_SUBPATHS = ['pages'];
/**
 * Entries of one page that loads without its feature's other pages: the methodology page is
 * text and tables, opened by guests, and `/pages` would fetch every result page's charts with it.
 */
export const PAGE_ENTRIES = ['analysis/method'];
/**
 * The engine's benchmark fixtures (generated creatives and the 30-second clip): the API's
 * benchmark runs the same clip through the product that the engine's runs through the library.
 */
export const BENCH_ENTRIES = ['engine/bench'];
/**
 * Engine rules the web restates for its forms (it may not run the engine), open to test files
 * only: the web's tests check their copy against the engine's on every input they can enumerate
 * (the brand field's `namesBrand` against `brandKey`).
 */
export const CROSS_CHECK_ENTRIES = ['engine/brand'];

/** The helpers of tests (msw, the app's providers): a package only test files may import. */
export const TEST_PACKAGES = ['testing'];
/** The files that count as tests: `*.test.ts(x)` and a package's `src/test/` helpers. */
export const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'];

/**
 * Import rules for one workspace package.
 * - No deep imports into any @kreolab package: only its `exports` map is public
 *   (a feature's root and its `/pages` entry).
 * - `@kreolab/testing` only in test files.
 * - A feature package may not import another feature (except analysis → cloud).
 * - Entities may not import features; shared layers import neither; the engine imports nothing
 *   from the web side.
 * - The same holds for dynamic `import()`, and no relative path may climb out of its package.
 * @param {string} pkg the folder name of the package under packages/ or apps/
 * @param {{ tests?: boolean }} [options] the rules for the package's test files
 */
export function boundaries(pkg, { tests = false } = {}) {
  const publicSubpaths = [
    `(${FEATURES.join('|')})/(${FEATURE_SUBPATHS.join('|')})`,
    ...PAGE_ENTRIES,
    ...BENCH_ENTRIES,
    ...(tests ? CROSS_CHECK_ENTRIES : []),
  ];
  const patterns = [
    {
      // Tooling presets are published as subpaths on purpose; library packages are not, except
      // a feature's `/pages` entry (apps/web loads the pages on demand through it), the
      // declared PAGE_ENTRIES and BENCH_ENTRIES, and in tests CROSS_CHECK_ENTRIES.
      regex: `^@kreolab/(?!(${TOOLING.join('|')})/)(?!(${publicSubpaths.join('|')})$)[^/]+/(?!package\\.json$).+`,
      message: 'Deep imports are not allowed: import the package by its public entry point.',
    },
  ];
  if (!tests) {
    patterns.push({
      regex: `^@kreolab/(${TEST_PACKAGES.join('|')})$`,
      message: 'Test helpers are for test files only (*.test.ts(x) and src/test/).',
    });
  }
  let forbidden = [];
  if (FEATURES.includes(pkg)) {
    const allowed = ALLOWED_FEATURE_IMPORTS[pkg] ?? [];
    forbidden = FEATURES.filter((f) => f !== pkg && !allowed.includes(f));
  } else if (ENTITIES.includes(pkg)) {
    forbidden = FEATURES;
  } else if (SHARED.includes(pkg) || TEST_PACKAGES.includes(pkg)) {
    forbidden = [...FEATURES, ...ENTITIES];
  } else if (pkg === 'engine' || pkg === 'api') {
    forbidden = [...FEATURES, ...ENTITIES, ...TEST_PACKAGES, 'ui-kit', 'api-client', 'web'];
  }
  if (forbidden.length > 0) {
    patterns.push({
      regex: `^@kreolab/(${forbidden.join('|')})(/.*)?$`,
      message: `@kreolab/${pkg} may not import this package: dependencies point one way, features → entities → shared layers.`,
    });
  }
  return {
    name: `kreolab/boundaries/${pkg}${tests ? '/tests' : ''}`,
    ...(tests ? { files: TEST_FILES } : {}),
    plugins: { kreolab },
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'kreolab/boundaries': ['error', { patterns }],
    },
  };
}

/**
 * Rules that need the types: a promise nobody awaits or handles loses its rejection (an
 * unhandled rejection in Node, a silent failure in the browser), and a promise passed where a
 * callback's result is ignored (an event handler, a `forEach`) does the same. Mark a promise
 * that is meant to run on its own with `void`.
 * @param {string} tsconfigRootDir the package folder whose tsconfig.json covers the files
 */
export function typeChecked(tsconfigRootDir) {
  return [
    {
      files: ['**/*.{ts,tsx,mts,cts}'],
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-misused-promises': 'error',
        '@typescript-eslint/await-thenable': 'error',
      },
    },
  ];
}

/**
 * The flat config for one package. Type-aware rules read the tsconfig.json of `tsconfigRootDir`
 * (the folder ESLint runs in, i.e. the package's); `typeChecked: false` lints without types.
 * @param {{ pkg: string, react?: boolean, node?: boolean, ignores?: string[],
 *   typeChecked?: boolean, tsconfigRootDir?: string }} options
 */
export function config({
  pkg,
  react = false,
  node = false,
  ignores = [],
  typeChecked: withTypes = true,
  tsconfigRootDir = process.cwd(),
}) {
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'storybook-static/**',
        'coverage/**',
        '.cache/**',
        // Playwright's local reports (gitignored): bundled third-party JS.
        'playwright-report/**',
        'test-results/**',
        '**/generated/**',
        ...ignores,
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        globals: { ...(react ? globals.browser : {}), ...(node ? globals.node : {}) },
      },
      rules: {
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports' },
        ],
      },
    },
    ...(react
      ? [
          {
            plugins: { 'react-hooks': reactHooks },
            rules: {
              'react-hooks/rules-of-hooks': 'error',
              'react-hooks/exhaustive-deps': 'warn',
            },
          },
        ]
      : []),
    ...(withTypes ? typeChecked(tsconfigRootDir) : []),
    boundaries(pkg),
    boundaries(pkg, { tests: true }),
    prettier,
  );
}

export default config;
