export { ContextPicker, contextReady, defaultSlot, type ContextPickerProps } from './ContextPicker';
