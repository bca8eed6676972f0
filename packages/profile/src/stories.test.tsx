// Every story renders from its args alone, with only what Storybook's preview gives
// (Mantine, a ui-kit store, a router, the confirm dialog): no profile store, no server.
import { ConfirmProvider, createUiKitStore, theme } from '@kreolab/ui-kit';
import { MantineProvider } from '@mantine/core';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as sections from './components/ProfileSections.stories';
import * as usage from './components/UsageDashboard.stories';
import * as cards from './tariff/TariffCard.stories';

const stories = {
  ...composeStories(cards),
  ...composeStories(sections),
  ...composeStories(usage),
};

function Preview({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <Provider store={createUiKitStore()}>
        <MemoryRouter>
          <ConfirmProvider>{children}</ConfirmProvider>
        </MemoryRouter>
      </Provider>
    </MantineProvider>
  );
}

describe('stories', () => {
  it.each(Object.entries(stories))('%s renders', (_name, Story) => {
    const { container } = render(
      <Preview>
        <Story />
      </Preview>,
    );
    expect(container.firstChild).not.toBeNull();
  });

  it('the current tariff card is marked and the edit stories show their fields', () => {
    const { Current } = composeStories(cards);
    const { PersonalEdit } = composeStories(sections);
    render(
      <Preview>
        <Current />
        <PersonalEdit />
      </Preview>,
    );
    expect(screen.getByText('Текущий')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Имя/)).toHaveValue('Анна');
  });
});
