import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'api-spec', node: true });
