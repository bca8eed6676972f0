export { MethodPage } from './MethodPage';
export { METHOD_TEXTS } from './texts';
