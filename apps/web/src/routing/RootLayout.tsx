import {
  LoaderOverlay,
  resolveLayout,
  setBreadcrumbs,
  useFocusThroughLoading,
  useMainFocusAfterNavigation,
} from '@kreolab/ui-kit';
import { useEffect, useLayoutEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { trackPageView } from '../analytics/tracker';
import { documentTitle, routeBreadcrumbs, routeLayout, routeTitle } from './handle';

/**
 * The top route element: picks the layout named by the deepest route, and on every
 * navigation sets the document title, the breadcrumbs and the analytics hit, and puts focus on
 * the new page's main landmark when the old page took it away. While a
 * navigation loads (a feature's pages are fetched the first time one of them is opened) the
 * shell's loader covers the page being left.
 */
export function RootLayout() {
  const matches = useMatches();
  const location = useLocation();
  const dispatch = useDispatch();
  const title = routeTitle(matches);
  const url = `${location.pathname}${location.search}${location.hash}`;
  const loading = useNavigation().state === 'loading';

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title, location.pathname]);

  // A layout effect, so a page's own (passive) effect that refines the trail runs after it.
  const crumbsKey = JSON.stringify(routeBreadcrumbs(matches));
  useLayoutEffect(() => {
    dispatch(setBreadcrumbs(JSON.parse(crumbsKey)));
  }, [dispatch, crumbsKey, location.pathname]);

  useEffect(() => {
    trackPageView(url);
  }, [url]);

  useMainFocusAfterNavigation(location.pathname);
  useFocusThroughLoading();

  const Layout = resolveLayout(routeLayout(matches));
  return (
    <>
      <Layout />
      {loading && <LoaderOverlay />}
    </>
  );
}
