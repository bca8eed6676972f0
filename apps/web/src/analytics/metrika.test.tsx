import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-utils';
import { installMetrika, METRIKA_SCRIPT, parseMetrikaId } from './metrika';
import { resetAnalytics, startAnalytics } from './tracker';

const script = () => document.querySelector(`script[src="${METRIKA_SCRIPT}"]`);
const hits = (ym: ReturnType<typeof vi.fn>) =>
  ym.mock.calls.filter((c) => c[1] === 'hit').map((c) => c[2]);

let ym: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetAnalytics();
  script()?.remove();
  ym = vi.fn();
  window.ym = ym as unknown as Window['ym'];
});
afterEach(() => {
  delete window.ym;
});

describe('Yandex Metrika', () => {
  it('parses counter ids', () => {
    expect(parseMetrikaId('12345')).toBe(12345);
    expect(parseMetrikaId(777)).toBe(777);
    expect(parseMetrikaId(null)).toBeUndefined();
    expect(parseMetrikaId('')).toBeUndefined();
    expect(parseMetrikaId('abc')).toBeUndefined();
  });

  it('installs the tag once and sends hits', () => {
    const counter = installMetrika(42);
    installMetrika(42);
    expect(document.querySelectorAll(`script[src="${METRIKA_SCRIPT}"]`)).toHaveLength(1);
    expect(ym).toHaveBeenCalledWith(42, 'init', expect.objectContaining({ defer: true }));
    counter.hit('/cloud');
    expect(ym).toHaveBeenCalledWith(42, 'hit', '/cloud');
  });

  it('does nothing outside production builds, even with an id', async () => {
    const fetchInit = vi.fn(async () => ({ metrika_id: '42' }));
    expect(await startAnalytics({ production: false, envId: '42', fetchInit })).toBe(false);
    const { router } = renderApp('/cloud');
    await act(() => router.navigate('/labs'));
    expect(ym).not.toHaveBeenCalled();
    expect(fetchInit).not.toHaveBeenCalled();
    expect(script()).toBeNull();
  });

  it('does nothing in production when no id is configured', async () => {
    const started = await startAnalytics({
      production: true,
      fetchInit: async () => ({ metrika_id: null }),
    });
    expect(started).toBe(false);
    expect(ym).not.toHaveBeenCalled();
    expect(script()).toBeNull();
  });

  it('sends a hit on every route change when enabled', async () => {
    const { router } = renderApp('/cloud');
    // The first page renders once its lazily loaded module is in.
    await waitFor(() => expect(document.title).toBe('Облако'));
    const started = await startAnalytics({
      production: true,
      fetchInit: async () => ({ metrika_id: '98765' }),
    });
    expect(started).toBe(true);
    expect(script()).not.toBeNull();
    await act(() => router.navigate('/labs'));
    await act(() => router.navigate('/briefs/create?x=1'));
    await waitFor(() => expect(hits(ym)).toEqual(['/cloud', '/labs', '/briefs/create?x=1']));
    expect(ym.mock.calls.every((c) => c[0] === 98765)).toBe(true);
  });

  it('prefers the build-time id over the settings call', async () => {
    const fetchInit = vi.fn(async () => ({ metrika_id: '1' }));
    await startAnalytics({ production: true, envId: '555', fetchInit });
    expect(fetchInit).not.toHaveBeenCalled();
    expect(ym).toHaveBeenCalledWith(555, 'init', expect.anything());
  });
});
