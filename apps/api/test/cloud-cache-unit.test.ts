import { describe, expect, it } from 'vitest';
import { CloudCache } from '../src/cloud/cache';

const TTL = 3600;
const body = (text: string) => Buffer.from(text);

function cache(maxBytes = 1024 * 1024, start = 1_000 * TTL * 1000) {
  const clock = { now: start };
  const c = new CloudCache({ maxBytes, urlTtlSeconds: TTL, now: () => clock.now });
  c.setListening(true);
  return { c, clock };
}

describe('CloudCache', () => {
  it('serves nothing until it listens, and empties itself when the listening stops', () => {
    const c = new CloudCache({ maxBytes: 1 << 20, urlTtlSeconds: TTL });
    c.set(1, 'root', body('a'), c.ticket());
    expect(c.get(1, 'root')).toBeUndefined();
    c.setListening(true);
    c.set(1, 'root', body('a'), c.ticket());
    expect(c.get(1, 'root')?.toString()).toBe('a');
    c.setListening(false);
    expect(c.size).toBe(0);
    expect(c.get(1, 'root')).toBeUndefined();
    c.set(1, 'root', body('a'), c.ticket());
    expect(c.size).toBe(0);
  });

  it('keeps owners apart and drops only the invalidated owner', () => {
    const { c } = cache();
    c.set(1, 'root', body('one'), c.ticket());
    c.set(2, 'root', body('two'), c.ticket());
    expect(c.get(2, 'root')?.toString()).toBe('two');
    c.invalidate(1);
    expect(c.get(1, 'root')).toBeUndefined();
    expect(c.get(2, 'root')?.toString()).toBe('two');
  });

  it('refuses a fill that began before an invalidation of its owner', () => {
    const { c } = cache();
    const before = c.ticket();
    c.invalidate(1);
    c.set(1, 'root', body('stale'), before);
    expect(c.get(1, 'root')).toBeUndefined();
    // Another owner's fill from the same moment is fine; so is a fill begun afterwards.
    c.set(2, 'root', body('fine'), before);
    expect(c.get(2, 'root')?.toString()).toBe('fine');
    c.set(1, 'root', body('fresh'), c.ticket());
    expect(c.get(1, 'root')?.toString()).toBe('fresh');
    const beforeClear = c.ticket();
    c.clear();
    c.set(3, 'root', body('stale'), beforeClear);
    expect(c.get(3, 'root')).toBeUndefined();
  });

  it('lives only within the URL expiry window it was made in', () => {
    const windowStart = 500 * TTL * 1000;
    const { c, clock } = cache(1 << 20, windowStart + (TTL - 10) * 1000);
    c.set(1, 'root', body('a'), c.ticket());
    clock.now += 5_000;
    expect(c.get(1, 'root')?.toString()).toBe('a');
    clock.now += 6_000; // the next window: the signer would sign other URLs now
    expect(c.get(1, 'root')).toBeUndefined();
  });

  it('lives at most half the URL lifetime (presigned URLs expire from their making)', () => {
    const windowStart = 500 * TTL * 1000;
    const { c, clock } = cache(1 << 20, windowStart);
    c.set(1, 'root', body('a'), c.ticket());
    clock.now += (TTL / 2) * 1000 - 1;
    expect(c.get(1, 'root')?.toString()).toBe('a');
    clock.now += 1;
    expect(c.get(1, 'root')).toBeUndefined();
  });

  it('stays within its byte budget, dropping the least recently used first', () => {
    const { c } = cache(16 * 1024);
    const kib = Buffer.alloc(1024, 1);
    for (let i = 0; i < 40; i++) {
      c.set(1, `folder:${i}`, kib, c.ticket());
      if (i >= 1) expect(c.get(1, 'folder:0')).toBeDefined(); // kept warm
      expect(c.bytes).toBeLessThanOrEqual(16 * 1024);
    }
    expect(c.get(1, 'folder:0')).toBeDefined();
    expect(c.get(1, 'folder:1')).toBeUndefined();
    expect(c.get(1, 'folder:39')).toBeDefined();
    expect(c.size).toBeGreaterThan(5);
    // An answer above a quarter of the budget is not kept at all.
    c.set(2, 'root', Buffer.alloc(5 * 1024), c.ticket());
    expect(c.get(2, 'root')).toBeUndefined();
  });

  it('is off with a budget of 0', () => {
    const { c } = cache(0);
    c.set(1, 'root', body('a'), c.ticket());
    expect(c.enabled).toBe(false);
    expect(c.get(1, 'root')).toBeUndefined();
  });
});
