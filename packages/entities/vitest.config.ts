export { default } from '@kreolab/vitest-config/dom';
