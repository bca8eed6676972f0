// Story scaffolding: a store of its own (api + ui-kit slices + session), the auth layout,
// the toast area of that store, and a router at the wanted address. It uses the router of
// the Storybook preview when there is one (navigating to the address), its own otherwise.
import { AuthLayout, ToastArea } from '@kreolab/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useInRouterContext, useNavigate } from 'react-router';
import { makeAuthStore } from './store';

export interface StoryFrameProps {
  /** The address the story starts at, e.g. '/signup?email=anna%40example.ru'. */
  url?: string;
  /** History state for that address (e.g. `{ notVerified: true }`). */
  state?: unknown;
  children: ReactNode;
}

function GoTo({ url, state, children }: Required<Pick<StoryFrameProps, 'url'>> & StoryFrameProps) {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void navigate(url, { replace: true, state });
    setReady(true);
  }, [navigate, url, state]);
  return ready ? <>{children}</> : null;
}

export function StoryFrame({ url = '/', state, children }: StoryFrameProps) {
  const [store] = useState(() => makeAuthStore());
  const inRouter = useInRouterContext();
  const page = (
    <Provider store={store}>
      <AuthLayout>{children}</AuthLayout>
      <ToastArea />
    </Provider>
  );
  return inRouter ? (
    <GoTo url={url} state={state}>
      {page}
    </GoTo>
  ) : (
    <MemoryRouter
      initialEntries={[
        {
          pathname: url.split('?')[0],
          search: url.includes('?') ? `?${url.split('?')[1]}` : '',
          state,
        },
      ]}
    >
      {page}
    </MemoryRouter>
  );
}
