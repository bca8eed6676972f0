// Uploads the files the user chose to keep as new versions (askNameConflicts), one request each.
import { errorMessage } from '@kreolab/i18n-ru';
import { showToast } from '@kreolab/ui-kit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { cloud } from '../api';
import { CLOUD_TEXTS } from '../texts';
import type { NameConflict } from './askNameConflicts';

/** Answers how many versions were uploaded; each outcome is a toast. */
export async function sendVersions(
  dispatch: ThunkDispatch<any, unknown, UnknownAction>, // eslint-disable-line @typescript-eslint/no-explicit-any -- initiate's thunk wants the api's root state
  versions: readonly NameConflict[],
): Promise<number> {
  let done = 0;
  for (const { file, target } of versions) {
    const res = await dispatch(
      cloud.endpoints.uploadVersion.initiate({ id: target.id, versionUploadRequest: { file } }),
    );
    if ('data' in res && res.data) {
      done += 1;
      dispatch(
        showToast({ message: CLOUD_TEXTS.versionUploaded(target.name), severity: 'success' }),
      );
    } else {
      const code = (res.error as { data?: { code?: string } } | undefined)?.data?.code;
      dispatch(showToast({ message: errorMessage(code), severity: 'error' }));
    }
  }
  return done;
}
