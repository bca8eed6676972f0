import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'api-client', react: true });
