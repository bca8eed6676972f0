// An analysis page puts the app in its lab mode when it opens. Switching the mode from an
// earlier choice clears the selected creatives; that rule and the mode's storage live in
// @kreolab/entities (its listeners), so this page only says which mode it is.
import { labModeSet, selectLabMode, type LabMode } from '@kreolab/entities';
import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';

export function useLabMode(mode: LabMode) {
  const dispatch = useDispatch();
  const store = useStore<Parameters<typeof selectLabMode>[0]>();
  useEffect(() => {
    if (selectLabMode(store.getState()) !== mode) dispatch(labModeSet(mode));
  }, [dispatch, store, mode]);
}
