import { Notification } from '@mantine/core';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import { useCallback, useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { removeToast, type Toast } from '../state/toastsSlice';
import { SEVERITY_COLORS } from './severity';

/** One toast; its timer pauses while hovered or focused so it can be read (WCAG 2.2.1). */
export function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const close = useCallback(() => dispatch(removeToast(toast.id)), [dispatch, toast.id]);

  const stop = useCallback(() => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    if (toast.delay !== null && toast.delay > 0) timer.current = setTimeout(close, toast.delay);
  }, [close, toast.delay]);

  useEffect(() => {
    start();
    return stop;
  }, [start, stop]);

  return (
    <Notification
      color={SEVERITY_COLORS[toast.severity]}
      title={toast.title}
      withCloseButton={toast.closable}
      closeButtonProps={{ 'aria-label': UI_TEXTS.close }}
      onClose={close}
      onMouseEnter={stop}
      onMouseLeave={start}
      onFocus={stop}
      onBlur={start}
      withBorder
      style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      data-severity={toast.severity}
      data-testid="toast"
    >
      {toast.message}
    </Notification>
  );
}
