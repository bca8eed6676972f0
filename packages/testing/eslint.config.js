import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'testing', react: true });
