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

// Mantine's gray with shade 6 darkened from #868e96 (3.3:1 on white) to #656d75 (5.3:1):
// it is the "dimmed" text colour, and secondary text must stay readable.
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#656d75',
  '#495057',
  '#343a40',
  '#212529',
];

/** The product theme; system fonts only, so nothing is downloaded at run time. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, gray },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Keyboard users always see where focus is; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  autoContrast: true,
});
