import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createUiKitStore, showToast } from '@kreolab/ui-kit';
import {
  BASE,
  Here,
  pageRenderer,
  recordRequests,
  renderRoutes,
  renderStory,
  server,
  setupMsw,
  toastMessages,
} from './index';

setupMsw();

function Page() {
  const { id } = useParams();
  return <Link to="/elsewhere?x=1">страница {id}</Link>;
}

describe('@kreolab/testing', () => {
  it('renders a page at its pattern and marks every other path', async () => {
    const renderPage = pageRenderer(createUiKitStore, '/items/7');
    const { user, pathname, path } = renderPage(<Page />, { path: '/items/:id' });
    await user.click(screen.getByRole('link', { name: 'страница 7' }));
    expect(screen.getByTestId('here')).toHaveTextContent(/^\/elsewhere$/);
    expect(pathname()).toBe('/elsewhere');
    expect(path()).toBe('/elsewhere?x=1');
  });

  it('names the marker and shows the query when asked', () => {
    renderRoutes([], {
      route: '/a?b=1',
      store: createUiKitStore(),
      fallback: <Here name="elsewhere" search />,
    });
    expect(screen.getByTestId('here')).toHaveTextContent(/^elsewhere \/a\?b=1$/);
  });

  it('renders the toast area and reads the toasts back', async () => {
    const { store } = renderRoutes([], { route: '/', store: createUiKitStore() });
    store.dispatch(showToast({ message: 'Готово', severity: 'success' }));
    expect(await screen.findByText('Готово')).toBeInTheDocument();
    expect(toastMessages(store)).toEqual(['Готово']);
  });

  it('records the requests msw answers', async () => {
    const seen = recordRequests();
    server.use(http.get(`${BASE}/labs`, () => HttpResponse.json([])));
    await fetch(`${BASE}/labs?page=2`);
    expect(seen).toEqual(['GET /labs?page=2']);
  });

  it('renders a story with the confirm dialog and a router', () => {
    renderStory(<Link to="/x">ссылка</Link>);
    expect(screen.getByRole('link', { name: 'ссылка' })).toHaveAttribute('href', '/x');
  });
});
