import { UI_TEXTS } from '@kreolab/i18n-ru';
import { createTheme, Loader, Modal, type MantineColorsTuple } from '@mantine/core';

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

// Mantine's red, orange, yellow, green and teal with shades 6–9 darkened (each scaled toward
// black, so the hue stays) until text passes WCAG AA (4.5:1): shades 6 and 7 on white (error
// text, `c="red"`, outline and subtle buttons) and under white (filled buttons and badges,
// shade 7), shades 8 and 9 on the colour's shade 1 (light badges and alerts). Mantine's own
// shades gave 2.1–4.3:1 there, which the stories' axe check (apps/storybook) found. Yellow's
// shade 6 stays: it colours folder icons, not text, and a darker one would read as brown.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#cf4444',
  '#c93434',
  '#be2a2a',
  '#b12525',
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#b85b0f',
  '#b54c05',
  '#ac4209',
  '#a5370b',
];
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#a26900',
  '#9e5c00',
  '#9b5000',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#2c853c',
  '#267c35',
  '#227331',
  '#216a30',
];
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#0d8561',
  '#097b59',
  '#077251',
  '#07694c',
];

/** The product theme; system fonts only, so nothing is downloaded at run time. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, gray, red, orange, yellow, green, teal },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Keyboard users always see where focus is; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  autoContrast: true,
  components: {
    // A dialog's × is an icon: without a name a screen reader says only «button». The dialog's
    // <header> is a layout box, not a second banner of the page beside the app's header (axe
    // counts it as one; browsers differ).
    Modal: Modal.extend({
      defaultProps: {
        closeButtonProps: { 'aria-label': UI_TEXTS.close },
        attributes: { header: { role: 'presentation' } },
      },
    }),
    // A spinner is a status: its aria-label («Загрузка») is then read, where on a bare span
    // ARIA forbids it and screen readers skip it.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});
