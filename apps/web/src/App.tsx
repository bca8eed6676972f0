import { MantineProvider } from '@mantine/core';
import {
  ConfirmProvider,
  FullScreenLoader,
  ShellSlotsProvider,
  ToastArea,
  theme,
} from '@kreolab/ui-kit';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { UserMenu } from './shell/UserMenu';
import type { AppStore } from './store';

const shellSlots = { headerEnd: <UserMenu /> };

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
          <ShellSlotsProvider value={shellSlots}>
            <RouterProvider router={router} />
          </ShellSlotsProvider>
        </ConfirmProvider>
        <ToastArea />
        <FullScreenLoader />
      </Provider>
    </MantineProvider>
  );
}
