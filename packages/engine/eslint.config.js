import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'engine', node: true });
