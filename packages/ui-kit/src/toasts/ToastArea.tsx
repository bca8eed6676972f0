import { Box, Stack } from '@mantine/core';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import { useSelector } from 'react-redux';
import { selectToasts, type ToastsState } from '../state/toastsSlice';
import { ToastItem } from './ToastItem';

/**
 * The fixed stack of toasts. It renders the `toasts` slice itself instead of Mantine's
 * global notifications store, so tests see toasts synchronously after a dispatch.
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
      top={16}
      right={16}
      w={380}
      maw="calc(100vw - 32px)"
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
