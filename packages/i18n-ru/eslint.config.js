import { config } from '@kreolab/eslint-config';

export default config({ pkg: 'i18n-ru' });
