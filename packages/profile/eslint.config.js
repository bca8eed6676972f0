import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'profile', react: true });
