import { MantineProvider } from '@mantine/core';
import {
  ConfirmProvider,
  FullScreenLoader,
  ToastArea,
  theme,
} from '@kreolab/ui-kit';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

/** The providers and the shell's overlays: toasts, the confirm dialog and the loader. */
export function App({ store, router, env }: AppProps) {
  return (
    <MantineProvider theme={theme} env={env}>
      <Provider store={store}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
        <ToastArea />
        <FullScreenLoader />
      </Provider>
    </MantineProvider>
  );
}
