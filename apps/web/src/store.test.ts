import {
  creativesSelected,
  LAB_MODE_STORAGE_KEY,
  labModeSet,
  SELECTION_STORAGE_KEY,
  selectSelectedCreatives,
} from '@kreolab/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from './store';

const creative = {
  id: 7,
  name: 'banner.jpg',
  type: 'image/jpeg',
  size: 10,
  url: '',
  created_at: '',
  owner_id: 1,
};

describe('store composition', () => {
  beforeEach(() => localStorage.clear());

  it('clears the selected creatives when the lab mode changes from a previous choice', () => {
    const store = makeStore();
    store.dispatch(labModeSet('research'));
    store.dispatch(creativesSelected([creative]));
    expect(selectSelectedCreatives(store.getState())).toHaveLength(1);

    store.dispatch(labModeSet('research'));
    expect(selectSelectedCreatives(store.getState())).toHaveLength(1);

    store.dispatch(labModeSet('comparison'));
    expect(selectSelectedCreatives(store.getState())).toHaveLength(0);
  });

  it('keeps the selection when the first mode is chosen', () => {
    const store = makeStore();
    store.dispatch(creativesSelected([creative]));
    store.dispatch(labModeSet('research'));
    expect(selectSelectedCreatives(store.getState())).toHaveLength(1);
  });

  it('keeps the selection and the lab mode for the next visit', async () => {
    const store = makeStore();
    store.dispatch(labModeSet('comparison'));
    store.dispatch(creativesSelected([creative]));
    await Promise.resolve();
    expect(localStorage.getItem(LAB_MODE_STORAGE_KEY)).toBe('comparison');
    expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    const next = makeStore();
    expect(selectSelectedCreatives(next.getState())).toHaveLength(1);
    // the remembered mode counts as the earlier choice
    next.dispatch(labModeSet('research'));
    expect(selectSelectedCreatives(next.getState())).toHaveLength(0);
  });
});
