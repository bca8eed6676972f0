/**
 * Workspace packages export their TypeScript sources under this condition and their build
 * (dist/) otherwise. Tests resolve the sources, so no package has to be built before another
 * package's tests run, and a change in one package is seen by the next test run at once.
 */
export const SOURCE_CONDITION = '@kreolab/source';

// Vite's default conditions (`defaultClientConditions` / `defaultServerConditions`), which a
// `conditions` list replaces rather than extends.
const CLIENT = ['module', 'browser', 'development|production'];
const SERVER = ['module', 'node', 'development|production'];

/** The `resolve` and `ssr.resolve` parts of a Vite or Vitest config that resolve sources. */
export const sourceResolution = {
  resolve: { conditions: [SOURCE_CONDITION, ...CLIENT] },
  ssr: {
    resolve: {
      conditions: [SOURCE_CONDITION, ...SERVER],
      externalConditions: [SOURCE_CONDITION],
    },
  },
};
