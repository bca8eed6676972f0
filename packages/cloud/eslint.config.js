import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'cloud', react: true });
