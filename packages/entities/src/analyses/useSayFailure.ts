import { showToast } from '@kreolab/ui-kit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { errorToastFor } from './errors';

/**
 * Says a failed call in an error toast, unless the app's error-toast listener already says it
 * (`errorToastFor`): the one way pages say a refusal they do not show beside a field.
 */
export function useSayFailure(): (error: unknown) => void {
  const dispatch = useDispatch();
  return useCallback(
    (error: unknown) => {
      const toast = errorToastFor(error);
      if (toast) dispatch(showToast(toast));
    },
    [dispatch],
  );
}
