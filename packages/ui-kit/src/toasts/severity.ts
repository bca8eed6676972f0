import type { MantineColor } from '@mantine/core';
import type { ToastSeverity } from '../state/toastsSlice';

/** Toast severities of product-spec §3 mapped onto theme colours. */
export const SEVERITY_COLORS: Record<ToastSeverity, MantineColor> = {
  info: 'blue',
  success: 'green',
  warn: 'orange',
  error: 'red',
  secondary: 'gray',
  contrast: 'dark',
};
