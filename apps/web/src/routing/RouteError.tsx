import { FALLBACK_ERROR_MESSAGE, PRODUCT_NAME } from '@kreolab/i18n-ru';
import { DefaultLayout, EmptyState, NotFoundLayout, NotFoundPage } from '@kreolab/ui-kit';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { mayReloadByItself, reloadWhenBack } from './reloadWhenBack';

export const ROUTE_ERROR_TEXTS = {
  chunkTitle: 'Не удалось загрузить страницу',
  chunkHint: 'Возможно, пропала связь или вышло обновление Креолаба. Обновите страницу.',
  chunkHintWatching:
    'Возможно, пропала связь или вышло обновление Креолаба. Страница обновится сама, как только сервер ответит.',
  reload: 'Обновить страницу',
} as const;

/**
 * A page's code that did not arrive: the browser's words for a lazy route's module that failed
 * to load (Chromium, Firefox, Safari). A tab left open across a release asks for the old
 * build's files, which are gone; offline, nothing arrives at all. Reloading fixes both.
 */
const CHUNK_FAILED =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILED.test(error.message);
}

/**
 * What the user sees when a route fails to load or render: the 404 page for a 404, otherwise the
 * catalogue's fallback text in the default layout (product-spec §2 and §8), or, when the page's
 * own code did not arrive, that it could not be loaded; either way with a reload, the one thing
 * that helps (there was no way on but the browser's own button).
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
  const chunk = isChunkLoadError(error);
  return <RouteFailure chunk={chunk} />;
}

function RouteFailure({ chunk }: { chunk: boolean }) {
  const [watching] = useState(() => chunk && mayReloadByItself());
  useEffect(() => (watching ? reloadWhenBack() : undefined), [watching]);
  return (
    <DefaultLayout>
      <EmptyState
        title={chunk ? ROUTE_ERROR_TEXTS.chunkTitle : FALLBACK_ERROR_MESSAGE}
        description={
          watching
            ? ROUTE_ERROR_TEXTS.chunkHintWatching
            : chunk
              ? ROUTE_ERROR_TEXTS.chunkHint
              : undefined
        }
        action={
          <Button onClick={() => window.location.reload()}>{ROUTE_ERROR_TEXTS.reload}</Button>
        }
      />
    </DefaultLayout>
  );
}
