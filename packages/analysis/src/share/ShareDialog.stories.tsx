// «Поделиться» on a saved research: the dialog with its links (one valid with views, one with a
// password, one expired, one revoked), and making a new one.
import type { ShareLink } from '@kreolab/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { makeAnalysisStore } from '../dev/store';
import { ShareButton, ShareDialog } from './ShareDialog';
import { SHARE_TEXTS } from './texts';

const link = (partial: Partial<ShareLink>): ShareLink => ({
  id: 1,
  analysis_id: 11,
  created_at: '2026-11-20T10:00:00Z',
  expires_at: '2099-11-27T10:00:00Z',
  revoked_at: null,
  last_viewed_at: null,
  has_password: false,
  views: 0,
  state: 'active',
  ...partial,
});

let items: ShareLink[] = [];
const handlers = [
  http.get('/api/v1/analyses/:id/shares', () => HttpResponse.json({ items })),
  http.post('/api/v1/analyses/:id/shares', async ({ request }) => {
    const body = (await request.json()) as { expires_at: string; password: string | null };
    const made = link({
      id: 100 + items.length,
      expires_at: body.expires_at,
      has_password: !!body.password,
    });
    items = [made, ...items];
    return HttpResponse.json(
      { ...made, token: 'St0ry-St0ry-St0ry-St0ry-St0ry-St0ry-St0ry-x' },
      { status: 201 },
    );
  }),
  http.delete('/api/v1/analyses/:id/shares/:shareId', ({ params }) => {
    items = items.map((i) =>
      i.id === Number(params.shareId)
        ? { ...i, state: 'revoked' as const, revoked_at: new Date().toISOString() }
        : i,
    );
    return new HttpResponse(null, { status: 204 });
  }),
];

const meta: Meta<typeof ShareDialog> = {
  title: 'analysis/ShareDialog',
  component: ShareDialog,
  parameters: { store: makeAnalysisStore, msw: { handlers } },
  args: { analysisId: 11, opened: true, onClose: () => {} },
};
export default meta;
type Story = StoryObj<typeof ShareDialog>;

/** Links made before: views, a password, an expired and a revoked one. */
export const WithLinks: Story = {
  beforeEach: () => {
    items = [
      link({ id: 1, views: 12, last_viewed_at: '2026-11-24T10:00:00Z' }),
      link({ id: 2, has_password: true, views: 3 }),
      link({ id: 3, state: 'expired', expires_at: '2026-11-01T10:00:00Z' }),
      link({ id: 4, state: 'revoked', revoked_at: '2026-11-22T10:00:00Z' }),
    ];
  },
  play: async () => {
    const dialog = within(document.body);
    const rows = await dialog.findAllByTestId('share-link-row');
    if (rows.length !== 4) throw new Error(`expected 4 links, got ${rows.length}`);
  },
};

/** No links yet; the flow: make a 30-day link and see it to copy. */
export const Create: Story = {
  beforeEach: () => {
    items = [];
  },
  play: async ({ userEvent }) => {
    const dialog = within(document.body);
    await dialog.findByText(SHARE_TEXTS.noLinks);
    await userEvent.click(dialog.getByRole('radio', { name: SHARE_TEXTS.expiryDays(30) }));
    await userEvent.click(dialog.getByRole('button', { name: SHARE_TEXTS.create }));
    await dialog.findByLabelText(SHARE_TEXTS.linkLabel);
  },
};

/** The result page's button: closed until clicked. */
export const Button: StoryObj<typeof ShareButton> = {
  render: () => <ShareButton analysisId={11} saved />,
  beforeEach: () => {
    items = [];
  },
};
