import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createUiKitStore, type UiKitStore } from './state/store';
import { theme } from './theme';

/** Renders with the theme (transitions and portals off), a ui-kit store and a router. */
export function renderWithKit(
  ui: ReactElement,
  { store = createUiKitStore(), route = '/' }: { store?: UiKitStore; route?: string } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </Provider>
    </MantineProvider>
  );
  return { store, ...render(ui, { wrapper }) };
}
