import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'entities', react: true });
