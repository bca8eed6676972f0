/** The app header's height in px (the shell's AppShell.Header); the toasts start below it. */
export const HEADER_HEIGHT = 64;
