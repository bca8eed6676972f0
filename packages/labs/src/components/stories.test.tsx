// Every story renders from its args alone: no store, no server (Storybook gives only
// Mantine, a router and the confirm dialog).
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '@kreolab/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as labsList from './LabsList.stories';
import * as labView from './LabView.stories';

const stories = { ...composeStories(labsList), ...composeStories(labView) };

describe('stories', () => {
  it.each(Object.entries(stories))('%s renders', (_name, Story) => {
    const { container } = renderStory(<Story />);
    expect(container.firstChild).not.toBeNull();
  });

  it('shows every status badge of the lab', () => {
    const { EveryStatus } = composeStories(labView);
    renderStory(<EveryStatus />);
    for (const label of ['Черновик', 'В очереди', 'Выполняется', 'Готово', 'Ошибка', 'Отменено']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
  });
});
