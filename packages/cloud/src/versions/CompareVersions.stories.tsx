// «Сравнить версии» (issue 17): the dialog over the viewer's versions list.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SAMPLE_ITEMS } from '../dev/samples';
import { makeCloudStore } from '../dev/store';
import { CompareVersions } from './CompareVersions';
import { COMPARE_VERSIONS_TEXTS as T } from './compareTexts';

const item = SAMPLE_ITEMS.image;
const versions = [3, 2, 1].map((n) => ({ number: n, current: n === 3 }));

const meta: Meta<typeof CompareVersions> = {
  title: 'cloud/CompareVersions',
  component: CompareVersions,
  args: { item, versions },
  parameters: {
    store: makeCloudStore,
    route: { path: '/cloud' },
    msw: {
      handlers: [
        http.get('/api/v1/labs', () =>
          HttpResponse.json({
            items: [{ id: 4, name: 'Весна', created_at: '2026-11-01T00:00:00Z', counts: {} }],
          }),
        ),
        http.post('/api/v1/analyses', () => HttpResponse.json({ id: 77 }, { status: 201 })),
      ],
    },
  },
};
export default meta;
type Story = StoryObj<typeof CompareVersions>;

/** The previous and the current version into the user's lab; the research form opens. */
export const PreviousAndCurrent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: T.open }));
    const dialog = within(document.body);
    const from = await dialog.findByRole('combobox', { name: T.from });
    if ((from as HTMLInputElement).value !== 'Версия 2') throw new Error('expected version 2');
    await dialog.findByDisplayValue('Весна');
    await userEvent.click(dialog.getByRole('button', { name: T.submit }));
    const to = await canvas.findByTestId('navigated');
    if (to.textContent !== '/labs/4/researches/77/details')
      throw new Error(`navigated to ${to.textContent}`);
  },
};

/** A file with one version offers no comparison. */
export const OneVersion: Story = {
  args: { versions: [{ number: 1, current: true }] },
  play: async ({ canvas }) => {
    if (canvas.queryByRole('button', { name: T.open }))
      throw new Error('a single version cannot be compared');
  },
};

/**
 * On a phone (Storybook's «Small mobile», 320 px) the two versions stand one above the other, and
 * «Версия 2 (текущая)» is read whole: side by side it was cut to «Версия 2 (теку».
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: T.open }));
    const dialog = within(document.body);
    for (const name of [T.from, T.to]) {
      const input = (await dialog.findByRole('combobox', { name })) as HTMLInputElement;
      if (input.scrollWidth > input.clientWidth)
        throw new Error(`«${input.value}» is cut in «${name}»`);
    }
  },
};
