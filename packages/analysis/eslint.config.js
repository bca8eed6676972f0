import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'analysis', react: true });
