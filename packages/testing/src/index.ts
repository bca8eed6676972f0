// @kreolab/testing: the shared helpers of the packages' tests (msw, the app's providers
// around a page, Storybook's around a story). Test files only: the lint rules refuse it elsewhere.
export { BASE, server, setupMsw, recordRequests, type SetupMswOptions } from './msw';
export {
  Here,
  pageRenderer,
  renderRoutes,
  renderStory,
  toastMessages,
  type PageOptions,
  type RenderedRoutes,
  type RenderRoutesOptions,
  type TestRouter,
} from './render';
