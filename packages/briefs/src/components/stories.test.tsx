// Every story renders from its args alone: no store, no server (Storybook gives only
// Mantine, a router and the confirm dialog).
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '@kreolab/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as briefsList from './BriefsList.stories';
import * as briefView from './BriefView.stories';
import * as briefForm from '../form/BriefForm.stories';

const stories = {
  ...composeStories(briefsList),
  ...composeStories(briefView),
  ...composeStories(briefForm),
};

describe('stories', () => {
  it.each(Object.entries(stories))('%s renders', (_name, Story) => {
    const { container } = renderStory(<Story />);
    expect(container.firstChild).not.toBeNull();
  });

  it('the form story shows the segments editor with every segment', () => {
    const { Editing } = composeStories(briefForm);
    renderStory(<Editing />);
    expect(screen.getByRole('group', { name: 'Сегмент 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить сегмент' })).toBeEnabled();
  });
});
