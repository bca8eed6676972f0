import { config } from '@kreolab/eslint-config';

export default [
  ...config({ pkg: 'web', react: true }),
  // postcss.config.cjs is CommonJS, read by Node.
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
];
