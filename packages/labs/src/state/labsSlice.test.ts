import { describe, expect, it } from 'vitest';
import { makeLabsStore } from '../dev/store';
import { analysis, lab } from '../test/utils';
import { labsEndpoints } from '../api';
import {
  isLabModeSwitch,
  labModeSet,
  labsSlice,
  makeInitialLabsState,
  selectLabMode,
  selectLastComparison,
  selectLabsLoading,
  type LabsRootState,
} from './labsSlice';
import { LAB_MODE_STORAGE_KEY } from './storage';

const withLab = (analyzes: ReturnType<typeof analysis>[]): LabsRootState => ({
  labs: { ...makeInitialLabsState(), current: lab({ id: 1, analyzes }) },
});

describe('lab mode', () => {
  it('starts empty and is remembered in local storage between sessions', () => {
    localStorage.clear();
    const first = makeLabsStore();
    expect(selectLabMode(first.getState())).toBeNull();
    first.dispatch(labModeSet('comparison'));
    expect(localStorage.getItem(LAB_MODE_STORAGE_KEY)).toBe('comparison');

    const next = makeLabsStore(); // a new session
    expect(selectLabMode(next.getState())).toBe('comparison');
    localStorage.clear();
  });

  it('ignores a value in storage that is not a mode', () => {
    localStorage.setItem(LAB_MODE_STORAGE_KEY, 'nonsense');
    expect(selectLabMode(makeLabsStore().getState())).toBeNull();
    localStorage.clear();
  });

  it('reports a switch only when it changes from a previous non-empty value', () => {
    const state = (mode: 'research' | 'comparison' | null): LabsRootState => ({
      labs: makeInitialLabsState(mode),
    });
    const set = labModeSet('research');
    expect(isLabModeSwitch(set, state('research'), state(null))).toBe(false);
    expect(isLabModeSwitch(set, state('research'), state('research'))).toBe(false);
    expect(isLabModeSwitch(labModeSet('research'), state('research'), state('comparison'))).toBe(
      true,
    );
    expect(isLabModeSwitch({ type: 'other' }, state('research'), state('comparison'))).toBe(false);
  });
});

describe('selectLastComparison', () => {
  it('is the last analysis of type comparison in the current lab', () => {
    const state = withLab([
      analysis({ id: 1 }),
      analysis({ id: 2, type: 'comparison' }),
      analysis({ id: 3 }),
      analysis({ id: 4, type: 'comparison' }),
      analysis({ id: 5 }),
    ]);
    expect(selectLastComparison(state)?.id).toBe(4);
  });

  it('is null without a comparison, without a current lab and before the slice is injected', () => {
    expect(selectLastComparison(withLab([analysis({ id: 1 })]))).toBeNull();
    expect(selectLastComparison({ labs: makeInitialLabsState() })).toBeNull();
    expect(selectLastComparison({})).toBeNull();
  });
});

describe('the list, the current lab and the loading flags follow the api', () => {
  it('sets all while loading, then the items; rename and create flags follow their calls', () => {
    const reduce = labsSlice.reducer;
    let s = makeInitialLabsState();
    const pending = (endpoint: string, arg: unknown) => ({
      type: 'api/executeQuery/pending',
      meta: {
        arg: { endpointName: endpoint, originalArgs: arg, type: 'query' },
        requestId: 'r',
        requestStatus: 'pending',
      },
    });
    s = reduce(s, pending('listLabs', undefined));
    expect(s.loading.all).toBe(true);
    const fulfilled = {
      type: 'api/executeQuery/fulfilled',
      payload: { items: [{ id: 1, name: 'A', created_at: '', researches: 0, comparisons: 0 }] },
      meta: {
        arg: { endpointName: 'listLabs', originalArgs: undefined, type: 'query' },
        requestId: 'r',
        requestStatus: 'fulfilled',
        fulfilledTimeStamp: 1,
        baseQueryMeta: {},
      },
    };
    expect(labsEndpoints.listLabs.matchFulfilled(fulfilled)).toBe(true);
    s = reduce(s, fulfilled);
    expect(s.loading.all).toBe(false);
    expect(s.items.map((l) => l.name)).toEqual(['A']);
    expect(selectLabsLoading({ labs: s })).toEqual({
      all: false,
      rename: false,
      create: false,
      save: false,
      generate: false,
    });
  });
});
