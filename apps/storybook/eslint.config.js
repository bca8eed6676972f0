import { config } from '@kreolab/eslint-config';

// public/ holds msw's service worker, written by `msw init`.
export default config({ pkg: 'storybook', react: true, ignores: ['public/**'] });
