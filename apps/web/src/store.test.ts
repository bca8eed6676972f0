import { creativesSelected, selectSelectedCreatives } from '@kreolab/cloud';
import { labModeSet } from '@kreolab/labs';
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
});
