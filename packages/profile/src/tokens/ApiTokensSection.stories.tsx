import type { ApiToken, ApiTokenCreate } from '@kreolab/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { makeProfileStore } from '../dev/store';
import { ApiTokensSection } from './ApiTokensSection';

const sample = (over: Partial<ApiToken>): ApiToken => ({
  id: 1,
  name: 'Отчёты для клиента',
  scope: 'read',
  prefix: 'kl_Q3x9Lm',
  created_at: '2026-11-01T10:00:00Z',
  expires_at: '2099-12-01T10:00:00Z',
  last_used_at: '2026-11-24T09:30:00Z',
  ...over,
});

/** A token server for one story: create answers a secret once, revoke forgets the token. */
function tokenHandlers(initial: ApiToken[]) {
  let items = [...initial];
  let nextId = 100;
  return [
    http.get('/api/v1/profile/tokens', () => HttpResponse.json({ items })),
    http.post('/api/v1/profile/tokens', async ({ request }) => {
      const body = (await request.json()) as ApiTokenCreate;
      const secret = `kl_${'Zq7'.repeat(14)}x`;
      const token = sample({
        id: nextId++,
        name: body.name,
        scope: body.scope,
        prefix: secret.slice(0, 9),
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + body.expires_in_days * 86_400_000).toISOString(),
        last_used_at: null,
      });
      items = [token, ...items];
      return HttpResponse.json({ token, secret }, { status: 201 });
    }),
    http.delete('/api/v1/profile/tokens/:id', ({ params }) => {
      items = items.filter((t) => t.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

const meta: Meta<typeof ApiTokensSection> = {
  title: 'profile/ApiTokensSection',
  component: ApiTokensSection,
  parameters: { store: makeProfileStore },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ApiTokensSection>;

/** No tokens yet: the empty state and the form. */
export const Empty: Story = {
  parameters: { msw: { handlers: tokenHandlers([]) } },
  play: async ({ canvas }) => {
    await canvas.findByText(/Токенов пока нет/);
  },
};

/** Two tokens, one of them expired. */
export const WithTokens: Story = {
  parameters: {
    msw: {
      handlers: tokenHandlers([
        sample({ id: 1 }),
        sample({
          id: 2,
          name: 'Старый скрипт',
          scope: 'analyse',
          expires_at: '2026-01-01T00:00:00Z',
          last_used_at: null,
        }),
      ]),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Отчёты для клиента');
    await canvas.findByText('Истёк 01.01.2026');
  },
};

/** Creating a token shows its secret once, with the warning and the copy button. */
export const Created: Story = {
  parameters: { msw: { handlers: tokenHandlers([]) } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/Токенов пока нет/);
    await userEvent.type(canvas.getByLabelText(/Название/), 'CI агентства');
    await userEvent.click(canvas.getByRole('button', { name: 'Создать токен' }));
    await canvas.findByText('Скопируйте токен сейчас');
    await canvas.findByRole('button', { name: 'Скопировать' });
    await canvas.findByText(/^kl_Zq7/);
  },
};
