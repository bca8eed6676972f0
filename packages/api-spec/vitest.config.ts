export { default } from '@kreolab/vitest-config/node';
