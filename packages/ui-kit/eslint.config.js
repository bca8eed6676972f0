import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'ui-kit', react: true });
