import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor wait up to 5 s: on a loaded two-core CI machine a page with msw answers can
// take longer than Testing Library's default second to settle.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia or ResizeObserver; Mantine needs both to render.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true });
}
