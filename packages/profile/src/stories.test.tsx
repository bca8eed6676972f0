// Every story renders from its args alone, with only what Storybook's preview gives
// (Mantine, a ui-kit store, a router, the confirm dialog): no profile store, no server.
import { createUiKitStore } from '@kreolab/ui-kit';
import { renderStory } from '@kreolab/testing';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as sections from './components/ProfileSections.stories';
import * as usage from './components/UsageDashboard.stories';
import * as cards from './tariff/TariffCard.stories';

const stories = {
  ...composeStories(cards),
  ...composeStories(sections),
  ...composeStories(usage),
};

describe('stories', () => {
  it.each(Object.entries(stories))('%s renders', (_name, Story) => {
    const { container } = renderStory(<Story />, { store: createUiKitStore() });
    expect(container.firstChild).not.toBeNull();
  });

  it('the current tariff card is marked and the edit stories show their fields', () => {
    const { Current } = composeStories(cards);
    const { PersonalEdit } = composeStories(sections);
    renderStory(
      <>
        <Current />
        <PersonalEdit />
      </>,
      { store: createUiKitStore() },
    );
    expect(screen.getByText('Текущий')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Имя/)).toHaveValue('Анна');
  });
});
