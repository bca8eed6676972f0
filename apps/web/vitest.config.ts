import dom from '@kreolab/vitest-config/dom';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(dom, { test: { setupFiles: ['./src/test-setup.ts'] } });
