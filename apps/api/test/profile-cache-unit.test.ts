/** CloudCache as the profile cache uses it: no URL windows, an age limit, per-entry expiry. */
import { describe, expect, it } from 'vitest';
import { CloudCache } from '../src/cloud/cache';

function make(maxAgeMs = 60_000) {
  let now = 1_000_000;
  const cache = new CloudCache({ maxBytes: 1 << 20, maxAgeMs, now: () => now });
  cache.setListening(true);
  return { cache, tick: (ms: number) => (now += ms), at: () => now };
}
const body = (s: string) => Buffer.from(s);

describe('CloudCache without URL windows', () => {
  it('serves an entry until its age limit', () => {
    const { cache, tick } = make(60_000);
    cache.set(1, 'me', body('a'), cache.ticket());
    tick(59_999);
    expect(cache.get(1, 'me')?.toString()).toBe('a');
    tick(1);
    expect(cache.get(1, 'me')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never past the instant given to set(), and not at all when it has passed', () => {
    const { cache, tick, at } = make();
    cache.set(1, 'me', body('a'), cache.ticket(), at() + 5_000);
    tick(4_999);
    expect(cache.get(1, 'me')).toBeDefined();
    tick(1);
    expect(cache.get(1, 'me')).toBeUndefined();
    cache.set(2, 'me', body('b'), cache.ticket(), at());
    expect(cache.size).toBe(0);
  });

  it('keeps entries across what would be URL windows', () => {
    const { cache, tick } = make(Infinity);
    cache.set(1, 'me', body('a'), cache.ticket());
    tick(10 * 86_400_000);
    expect(cache.get(1, 'me')?.toString()).toBe('a');
  });

  it('a fill that began before an invalidation or a clear is not stored', () => {
    const { cache } = make();
    const ticket = cache.ticket();
    cache.invalidate(1);
    cache.set(1, 'me', body('old'), ticket);
    cache.set(2, 'me', body('other'), ticket);
    expect(cache.get(1, 'me')).toBeUndefined();
    expect(cache.get(2, 'me')?.toString()).toBe('other');
    const late = cache.ticket();
    cache.clear();
    cache.set(3, 'me', body('x'), late);
    expect(cache.size).toBe(0);
  });
});
