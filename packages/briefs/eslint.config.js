import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'briefs', react: true });
