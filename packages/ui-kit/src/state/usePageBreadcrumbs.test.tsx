import { act } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../test-utils';
import { setBreadcrumbs, selectBreadcrumbs } from './uiSlice';
import { usePageBreadcrumbs } from './usePageBreadcrumbs';

const TRAIL = [
  { label: 'Мои исследования', to: '/labs' },
  { label: 'Весна', to: '/labs/1' },
];

let navigate: NavigateFunction = () => undefined;

/** The app's root (apps/web's RootLayout): the route's short trail on every address. */
function Root({ children }: { children: React.ReactNode }) {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  navigate = useNavigate();
  useLayoutEffect(() => {
    dispatch(setBreadcrumbs([{ label: 'Мои исследования', to: '/labs' }]));
  }, [dispatch, pathname]);
  return <>{children}</>;
}

/** A page that keeps its trail while its address changes under it. */
function Page({ items }: { items: typeof TRAIL | null }) {
  usePageBreadcrumbs(items);
  return null;
}

describe('usePageBreadcrumbs', () => {
  it("sets the page's trail after the root's, again when the address changes without a remount", () => {
    const { store } = renderWithKit(
      <Root>
        <Page items={TRAIL} />
      </Root>,
      { route: '/labs/1/researches/new/details' },
    );
    expect(selectBreadcrumbs(store.getState())).toEqual(TRAIL);
    act(() => void navigate('/labs/1/researches/7/details', { replace: true }));
    expect(selectBreadcrumbs(store.getState())).toEqual(TRAIL);
  });

  it("leaves the root's trail while the page has none (its data still loading)", () => {
    const { store } = renderWithKit(
      <Root>
        <Page items={null} />
      </Root>,
    );
    expect(selectBreadcrumbs(store.getState())).toEqual([
      { label: 'Мои исследования', to: '/labs' },
    ]);
  });
});
