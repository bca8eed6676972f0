// /s/:token, the shared result a guest opens without an account (issue 17): the research
// read-only with its PDF report, a shared comparison, a link with a password, and a revoked or
// expired link.
import '@mantine/charts/styles.css';
import { NotFoundLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { bookletResult, COMPARISON_RESULT_RANGES, RESEARCH_RESULT } from '../dev/fixtures';
import { makeAnalysisStore } from '../dev/store';
import { SHARE_TEXTS } from '../share/texts';
import { SharedResultPage } from './SharedResultPage';

const OPEN = 'St0ry-St0ry-St0ry-St0ry-St0ry-St0ry-St0ry-x';
const LOCKED = 'St0ry-St0ry-St0ry-St0ry-St0ry-St0ry-St0ry-y';
const GONE = 'St0ry-St0ry-St0ry-St0ry-St0ry-St0ry-St0ry-z';
const COMPARED = 'St0ry-St0ry-St0ry-St0ry-St0ry-St0ry-St0ry-c';
const shared = {
  name: 'Баннер «Весенняя распродажа»',
  type: 'research',
  expires_at: '2099-12-01T09:00:00Z',
  result: RESEARCH_RESULT,
  goal: 'conversion',
  placement: 'banner',
};

const sharedComparison = {
  name: 'Весна: А против Б',
  type: 'comparison',
  expires_at: '2099-12-01T09:00:00Z',
  result: COMPARISON_RESULT_RANGES,
  researches: [
    { id: 101, name: 'Баннер А', result: RESEARCH_RESULT },
    { id: 102, name: 'Буклет Б', result: bookletResult(102) },
  ],
};

const handlers = [
  http.get('/api/v1/shared/:token', ({ params, request }) => {
    if (params.token === OPEN) return HttpResponse.json(shared);
    if (params.token === COMPARED) return HttpResponse.json(sharedComparison);
    if (params.token === LOCKED)
      return new URL(request.url).searchParams.get('access') === 'grant.story'
        ? HttpResponse.json(shared)
        : HttpResponse.json({ code: 'SHARE_PASSWORD_REQUIRED' }, { status: 403 });
    return HttpResponse.json({ code: 'OBJECT_NOT_FOUND' }, { status: 404 });
  }),
  http.post('/api/v1/shared/:token/unlock', async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    return password === 'весна'
      ? HttpResponse.json({ access: 'grant.story', expires_at: '2099-01-01T00:00:00Z' })
      : HttpResponse.json({ code: 'SHARE_PASSWORD_INVALID' }, { status: 400 });
  }),
];

const meta: Meta = {
  title: 'routes/shared result',
  parameters: { layout: 'fullscreen', store: makeAnalysisStore, msw: { handlers } },
  decorators: [
    (Story) => (
      <NotFoundLayout>
        <Story />
      </NotFoundLayout>
    ),
  ],
};
export default meta;
type Story = StoryObj;

/** /s/:token. The flow: a guest opens the link and sees the result and the report link. */
export const SharedResult: Story = {
  render: () => <SharedResultPage />,
  parameters: { route: { path: '/s/:token', url: `/s/${OPEN}` } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: SHARE_TEXTS.guestTitle });
    const report = canvas.getByRole('link', { name: SHARE_TEXTS.report });
    if (!report.getAttribute('href')?.endsWith(`/shared/${OPEN}/report.pdf`))
      throw new Error('the report link does not point at the shared report');
  },
};

/** A shared comparison: the variants, with each one's heatmap from the shared answer. */
export const SharedComparison: Story = {
  render: () => <SharedResultPage />,
  parameters: { route: { path: '/s/:token', url: `/s/${COMPARED}` } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: SHARE_TEXTS.guestComparisonTitle });
    await canvas.findByRole('img', { name: 'Тепловая карта: Вариант А, кадр 1' });
    // the booklet opens at its best-scored page
    await canvas.findByRole('img', { name: 'Тепловая карта: Вариант Б, страница 2' });
  },
};

/** A link with a password: the guest types it and the result opens. */
export const WithPassword: Story = {
  render: () => <SharedResultPage />,
  parameters: { route: { path: '/s/:token', url: `/s/${LOCKED}` } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: SHARE_TEXTS.lockedTitle });
    await userEvent.type(canvas.getByLabelText(SHARE_TEXTS.guestPassword), 'весна');
    await userEvent.click(canvas.getByRole('button', { name: SHARE_TEXTS.unlock }));
    await canvas.findByRole('heading', { name: SHARE_TEXTS.guestTitle });
  },
};

/** A revoked or expired link. */
export const Revoked: Story = {
  render: () => <SharedResultPage />,
  parameters: { route: { path: '/s/:token', url: `/s/${GONE}` } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: SHARE_TEXTS.goneTitle });
  },
};
