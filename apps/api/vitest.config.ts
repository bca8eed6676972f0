// The shared presets are subpath exports of a tooling package, not a workspace library's
// internals, so the deep-import rule does not apply here.
// eslint-disable-next-line no-restricted-imports
export { default } from '@kreolab/vitest-config/node';
