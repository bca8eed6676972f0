import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep blue-violet: shade 7 on white gives about 6.5:1, so filled buttons with white text
// and links pass WCAG AA for normal text.
const brand: MantineColorsTuple = [
  '#eef0ff',
  '#dde1fd',
  '#b8bff5',
  '#919cee',
  '#707ee8',
  '#5a6ae4',
  '#4e60e3',
  '#3f50ca',
  '#3647b5',
  '#293ca1',
];

/** The product theme; system fonts only, so nothing is downloaded at run time. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Keyboard users always see where focus is; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  autoContrast: true,
});
