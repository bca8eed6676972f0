// The labs routes as the app mounts them: the page in its layout at its address, with the
// labs' store, answered by the story server (Storybook's preview).
import { AnalysisLayout, DefaultLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeLabsStore } from '../dev/store';
import { LabCreatePage } from './LabCreatePage';
import { LabPage } from './LabPage';
import { LabsPage } from './LabsPage';

const meta: Meta = {
  title: 'routes/labs',
  parameters: { layout: 'fullscreen', store: makeLabsStore },
};
export default meta;
type Story = StoryObj;

/** /labs: the labs with their counts. */
export const Labs: Story = {
  render: () => (
    <DefaultLayout>
      <LabsPage />
    </DefaultLayout>
  ),
  parameters: { route: { path: '/labs' } },
  play: async ({ canvas }) => {
    await canvas.findByText('Наружная реклама, Москва');
  },
};

/** /labs/create. */
export const LabCreate: Story = {
  render: () => (
    <AnalysisLayout>
      <LabCreatePage />
    </AnalysisLayout>
  ),
  parameters: { route: { path: '/labs/create' } },
};

/** /labs/:labId: the analyses of a lab, in every status. */
export const Lab: Story = {
  render: () => (
    <DefaultLayout>
      <LabPage />
    </DefaultLayout>
  ),
  parameters: { route: { path: '/labs/:labId', url: '/labs/1' } },
  play: async ({ canvas }) => {
    await canvas.findByText('Баннер 1200×628');
  },
};
