import dom from '@kreolab/vitest-config/dom';
import { defineConfig, mergeConfig } from 'vitest/config';

// The page tests replace react-pdf (vi.mock), and where files share modules a replaced module
// stays replaced for the worker's later files, so this package's files keep their own modules.
export default mergeConfig(dom, defineConfig({ test: { isolate: true } }));
