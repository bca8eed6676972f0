export { ContextView, contextFrameFor, rangeText, type ContextViewProps } from './ContextView';
