import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'web', react: true });
