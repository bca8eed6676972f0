import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { ConfirmProvider, createUiKitStore, theme, ToastArea } from '@kreolab/ui-kit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

// One store for the whole Storybook: ui-kit's slices are all that stories need.
const store = createUiKitStore();

const withProviders: Decorator = (Story) => (
  <MantineProvider theme={theme}>
    <Provider store={store}>
      <MemoryRouter initialEntries={['/labs']}>
        <ConfirmProvider>
          <Story />
        </ConfirmProvider>
        <ToastArea />
      </MemoryRouter>
    </Provider>
  </MantineProvider>
);

const preview: Preview = {
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
