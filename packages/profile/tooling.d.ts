/// <reference types="@testing-library/jest-dom/vitest" />
// The tooling presets are plain JavaScript; this gives their default export a type.
declare module '@kreolab/vitest-config/*' {
  import type { UserConfig } from 'vitest/config';
  const config: UserConfig;
  export default config;
}
