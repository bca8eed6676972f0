// The briefs routes as the app mounts them: the page in its layout at its address, with the
// briefs' store, answered by the story server (Storybook's preview).
import { AnalysisLayout, DefaultLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBriefsStore } from '../dev/store';
import { BriefCreatePage } from './BriefCreatePage';
import { BriefPage } from './BriefPage';
import { BriefsPage } from './BriefsPage';

const meta: Meta = {
  title: 'routes/briefs',
  parameters: { layout: 'fullscreen', store: makeBriefsStore },
};
export default meta;
type Story = StoryObj;

/** /briefs. */
export const Briefs: Story = {
  render: () => (
    <DefaultLayout>
      <BriefsPage />
    </DefaultLayout>
  ),
  parameters: { route: { path: '/briefs' } },
  play: async ({ canvas }) => {
    await canvas.findByText('Запуск кефира «Утро»');
  },
};

/** /briefs/create: the brief form. */
export const BriefCreate: Story = {
  render: () => (
    <AnalysisLayout>
      <BriefCreatePage />
    </AnalysisLayout>
  ),
  parameters: { route: { path: '/briefs/create' } },
};

/** /briefs/:briefId: the brief, its segments and analyses. */
export const Brief: Story = {
  render: () => (
    <DefaultLayout>
      <BriefPage />
    </DefaultLayout>
  ),
  parameters: { route: { path: '/briefs/:briefId', url: '/briefs/1' } },
};
