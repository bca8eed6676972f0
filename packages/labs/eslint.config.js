import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'labs', react: true });
