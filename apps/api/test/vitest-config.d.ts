// The shared preset is plain JavaScript; this gives vitest.config.ts its type.
declare module '@kreolab/vitest-config/node' {
  import type { UserConfig } from 'vitest/config';
  const config: UserConfig;
  export default config;
}
