import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import type { BreadcrumbItem } from './types';
import { setBreadcrumbs } from './uiSlice';

/**
 * A page's own trail, refining the route's: the app's root layout sets the route's trail in a
 * layout effect on every change of address, and this passive effect runs after it. It runs again
 * on every change of address too, not only when the trail changes: a page that moves to a new
 * address without remounting (the new-research form becoming its draft's page) kept the root's
 * shorter trail, because its own had not changed. `items` null leaves the root's trail (the page's
 * data not loaded yet).
 */
export function usePageBreadcrumbs(items: BreadcrumbItem[] | null): void {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const key = items === null ? null : JSON.stringify(items);
  useEffect(() => {
    if (key !== null) dispatch(setBreadcrumbs(JSON.parse(key) as BreadcrumbItem[]));
  }, [dispatch, key, pathname]);
}
