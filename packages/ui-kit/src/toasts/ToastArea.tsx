import { Box, Stack } from '@mantine/core';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import { useSelector } from 'react-redux';
import { HEADER_HEIGHT } from '../layouts/header';
import { selectToasts, type ToastsState } from '../state/toastsSlice';
import { ToastItem } from './ToastItem';

/** Gap between the toasts and the screen's edges (and the header above them), in px. */
export const TOAST_GAP = 16;

/**
 * The fixed stack of toasts. It renders the `toasts` slice itself instead of Mantine's
 * global notifications store, so tests see toasts synchronously after a dispatch.
 * Top right, below the app header on every layout, so a toast never covers the header's
 * navigation or the user menu.
 */
export function ToastArea() {
  const toasts = useSelector((state: { toasts: ToastsState }) => selectToasts(state));
  return (
    <Box
      role="region"
      aria-label={UI_TEXTS.toastsLabel}
      aria-live="polite"
      aria-relevant="additions text"
      pos="fixed"
      top={HEADER_HEIGHT + TOAST_GAP}
      right={TOAST_GAP}
      w={380}
      maw={`calc(100vw - ${2 * TOAST_GAP}px)`}
      style={{ zIndex: 400, pointerEvents: toasts.length ? 'auto' : 'none' }}
    >
      <Stack gap="sm">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </Stack>
    </Box>
  );
}
