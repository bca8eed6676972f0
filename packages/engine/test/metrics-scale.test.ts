import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOCUS_SCALE, focusOf, topTenthMass } from '../src/analyse/metrics';
import { predictAttention } from '../src/attention';

const OSIE = path.resolve(import.meta.dirname, '../../../../shared/eval/osie-dev');
const haveOsie = fs.existsSync(path.join(OSIE, 'images'));

describe('the focus scale', () => {
  it('reads the mass on the top tenth of the cells', () => {
    const even = new Array<number>(100).fill(0.01);
    expect(topTenthMass(even)).toBeCloseTo(0.1, 6);
    const peaked = new Array<number>(100).fill(0);
    peaked[37] = 0.5;
    peaked[80] = 0.5;
    expect(topTenthMass(peaked)).toBeCloseTo(1, 10);
    // an even spread is below the scale's zero, a single spot above its full mark
    expect(focusOf(even)).toBeLessThan(0);
    expect(focusOf(peaked)).toBeGreaterThan(100);
    const atZero = [FOCUS_SCALE.zero, ...new Array<number>(9).fill((1 - FOCUS_SCALE.zero) / 9)];
    expect(focusOf(atZero)).toBeCloseTo(0, 4);
  });

  // The scale's ends were read off the held-out maps of osie-dev (src/analyse/metrics.ts): on
  // the shipped model's maps of a spread of its photos, focus must still use its range, not
  // pile up at 0 or 100 as the earlier scale did (100 for three photos in four).
  it.skipIf(!haveOsie)(
    'spreads the shipped model maps of osie-dev photos over 0–100',
    async () => {
      const names = fs
        .readdirSync(path.join(OSIE, 'images'))
        .sort()
        .filter((_, i) => i % 25 === 0);
      expect(names.length).toBe(16);
      const focus: number[] = [];
      for (const name of names) {
        const a = await predictAttention(fs.readFileSync(path.join(OSIE, 'images', name)), {
          faces: true,
        });
        focus.push(focusOf(a.grid.d));
      }
      const clamped = focus.filter((f) => f <= 0 || f >= 100).length;
      expect(
        clamped,
        `focus of ${names.join(', ')}: ${focus.map(Math.round).join(', ')}`,
      ).toBeLessThanOrEqual(4);
      const sorted = [...focus].sort((a, b) => a - b);
      const median = (sorted[7]! + sorted[8]!) / 2;
      expect(median).toBeGreaterThan(25);
      expect(median).toBeLessThan(75);
      expect(sorted[12]! - sorted[3]!).toBeGreaterThan(25);
    },
    60_000,
  );
});
