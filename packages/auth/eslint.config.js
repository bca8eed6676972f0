import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'auth', react: true });
