import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { SAMPLE_ITEMS } from '../dev/samples';
import { makeCloudStore } from '../dev/store';
import { CLOUD_TEXTS } from '../texts';
import { VersionsList } from './VersionsList';

const item = SAMPLE_ITEMS.image;
let current = 3;
const versions = () =>
  [3, 2, 1].map((n) => ({
    number: n,
    type: 'image/png',
    size: 200_000 + n * 10_000,
    created_at: `2026-11-0${n}T10:00:00Z`,
    current: n === current,
  }));

const meta: Meta<typeof VersionsList> = {
  title: 'cloud/VersionsList',
  component: VersionsList,
  args: { item },
  parameters: {
    store: makeCloudStore,
    msw: {
      handlers: [
        http.get(`/api/v1/creatives/${item.id}/versions`, () =>
          HttpResponse.json({ item, versions: versions() }),
        ),
        http.post(`/api/v1/creatives/${item.id}/versions/:n/restore`, ({ params }) => {
          current = Number(params.n);
          return HttpResponse.json({ item, versions: versions() });
        }),
      ],
    },
  },
  // The viewer's left column is dark; so is the list's background here.
  decorators: [
    (Story) => (
      <div style={{ background: '#333', color: '#fff', padding: 16, width: 300 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    current = 3;
  },
};
export default meta;
type Story = StoryObj<typeof VersionsList>;

/** Three versions; an earlier one is restored and becomes current. */
export const RestoreEarlier: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: CLOUD_TEXTS.versionRestore(1) }),
    );
    await canvas.findByText(/Версия 1 \(текущая\)/);
  },
};
