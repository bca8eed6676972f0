import { FALLBACK_ERROR_MESSAGE, PRODUCT_NAME } from '@kreolab/i18n-ru';
import { DefaultLayout, EmptyState, NotFoundLayout, NotFoundPage } from '@kreolab/ui-kit';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * What the user sees when a route fails to load or render: the 404 page for a 404,
 * otherwise the catalogue's fallback text in the default layout (product-spec §2 and §8).
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
    document.title = PRODUCT_NAME;
  }, [error, notFound]);
  if (notFound) {
    return (
      <NotFoundLayout>
        <NotFoundPage />
      </NotFoundLayout>
    );
  }
  return (
    <DefaultLayout>
      <EmptyState title={FALLBACK_ERROR_MESSAGE} />
    </DefaultLayout>
  );
}
