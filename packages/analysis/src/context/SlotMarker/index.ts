export { SlotMarker, slotProblem, MIN_SLOT, type SlotMarkerProps } from './SlotMarker';
