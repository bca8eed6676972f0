import { Loader, Overlay } from '@mantine/core';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import { useSelector } from 'react-redux';
import { selectAppLoading, type UiState } from '../state/uiSlice';

/** Product-spec §9: the loader spinner is 50 px. */
export const LOADER_SIZE = 50;

/** The covering spinner itself, without the store (first paint, stories). */
export function LoaderOverlay() {
  return (
    <Overlay
      fixed
      zIndex={1000}
      backgroundOpacity={0.6}
      color="#fff"
      blur={2}
      center
      role="status"
      aria-label={UI_TEXTS.loading}
      aria-live="polite"
    >
      <Loader size={LOADER_SIZE} aria-hidden />
    </Overlay>
  );
}

/** Covers the screen while the app-wide loading flag (`ui.loading`) is on. */
export function FullScreenLoader() {
  const loading = useSelector((state: { ui: UiState }) => selectAppLoading(state));
  return loading ? <LoaderOverlay /> : null;
}
