import { api, getErrorCode, NETWORK_ERROR, TOAST_STATUSES } from '@kreolab/api-client';
import { isAuthSelfHandled } from '@kreolab/auth';
import { isProfileSelfHandled } from '@kreolab/profile';
import { errorMessage } from '@kreolab/i18n-ru';
import { showToast } from '@kreolab/ui-kit';
import {
  isRejectedWithValue,
  type ListenerMiddlewareInstance,
  type UnknownAction,
} from '@reduxjs/toolkit';

interface RejectedPayload {
  status?: unknown;
  data?: { code?: unknown } | null;
}

/**
 * Calls whose page shows the failure in place, so a toast would say it a second time (issue 14:
 * "the same error shows 2–3 times"; one place per failure): the cloud's inline rename keeps the
 * typed name and puts the catalogue text under the field; the analysis pages show their load
 * failures as the page's error state and a refused create, start, save or feedback in an alert
 * beside the button; the lab and brief pages show a failed load as their error state; the share
 * dialog shows a refused creation or revocation in its alert; a shared link's page shows a link
 * that is gone, one that asks for its password and a wrong or rate-limited password in its own
 * form (a guest used to meet a red toast saying the page's own «защищён паролем» again).
 */
const SHOWN_IN_PLACE = new Set([
  'renameCreative',
  'getLab',
  'getBrief',
  'getAnalysis',
  'getAnalysisProgress',
  'getAnalysisResult',
  'createAnalysis',
  'updateAnalysis',
  'startAnalysis',
  'saveAnalysis',
  'generateAnalysisFeedback',
  'sendFeedback',
  'createShareLink',
  'revokeShareLink',
  'getSharedAnalysis',
  'unlockSharedAnalysis',
]);

function isShownInPlace(action: UnknownAction): boolean {
  const endpoint = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta?.arg
    ?.endpointName;
  return typeof endpoint === 'string' && SHOWN_IN_PLACE.has(endpoint);
}

/** RTK Query's own rejected actions ('api/executeQuery/rejected', ...), nothing else. */
function isApiRejection(action: UnknownAction): boolean {
  return isRejectedWithValue(action) && action.type.startsWith(`${api.reducerPath}/`);
}

/** An action of RTK Query's mutations ('api/executeMutation/rejected'), not of its queries. */
function isMutation(action: UnknownAction): boolean {
  return action.type.startsWith(`${api.reducerPath}/executeMutation/`);
}

/**
 * Product-spec §8: for statuses 500, 409, 403, 425, 404, 406, 413, 402 and 429 an error toast
 * shows the Russian text of the response's `code` (the fallback text for unknown codes).
 * A change that got no answer at all (the connection or the server gone) says so too: the
 * cloud's «Создать папку» used to stay open with nothing said, as did every action without an
 * alert of its own. Queries are left to their pages' error states (a background refetch while
 * offline would repeat it), and the text is not shown twice while one is on screen.
 * The request itself stays rejected, so callers still see the error.
 */
export function addErrorToastListener(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    // Some calls show their own errors: login and register toast themselves, forgot and reset
    // show none (§8), and the promo/certificate checks put their codes beside the field.
    predicate: (action) =>
      isApiRejection(action) &&
      !isAuthSelfHandled(action) &&
      !isProfileSelfHandled(action) &&
      !isShownInPlace(action),
    effect: (action, { dispatch, getState }) => {
      const payload = (action as { payload?: RejectedPayload }).payload;
      if (getErrorCode(payload) === NETWORK_ERROR) {
        if (!isMutation(action)) return;
        const message = errorMessage(NETWORK_ERROR);
        const { toasts } = getState() as { toasts?: { message: string }[] };
        if (!toasts?.some((t) => t.message === message))
          dispatch(showToast({ severity: 'error', message }));
        return;
      }
      const status = payload?.status;
      if (typeof status !== 'number' || !TOAST_STATUSES.includes(status)) return;
      const code = payload?.data?.code;
      dispatch(
        showToast({
          severity: 'error',
          message: errorMessage(typeof code === 'string' ? code : undefined, status),
        }),
      );
    },
  });
}
