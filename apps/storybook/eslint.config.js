import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'storybook', react: true });
