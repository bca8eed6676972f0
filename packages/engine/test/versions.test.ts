import { describe, expect, it } from 'vitest';
import { diffVersions, METRIC_KEYS, type VersionInput } from '../src';

const metrics = (over: Partial<Record<string, number>> = {}) =>
  Object.fromEntries(METRIC_KEYS.map((k) => [k, { value: over[k] ?? 50 }])) as never;

/** A 4 × 4 grid with all attention on one cell. */
function spot(cell: number, size = 4) {
  const values = new Array<number>(size * size).fill(0);
  values[cell] = 1;
  return { width: size, height: size, values };
}

const share = (v: number, half = 0.02) => ({ share: v, low: v - half, high: v + half });

function version(over: Partial<VersionInput> & { version: number }): VersionInput {
  return {
    width: 400,
    height: 400,
    grid: spot(0),
    metrics: metrics(),
    regions: [
      {
        kind: 'text',
        role: 'cta',
        bbox: { x: 300, y: 300, width: 80, height: 40 },
        text: 'Купить',
        attention_share: 0.12,
      },
      {
        kind: 'text',
        role: 'brand',
        bbox: { x: 10, y: 10, width: 100, height: 30 },
        text: 'Креолаб',
        attention_share: 0.2,
      },
    ],
    ...over,
  };
}

describe('diffVersions', () => {
  it('gives a zero map and «без заметных изменений» for identical versions', () => {
    const d = diffVersions(version({ version: 1 }), version({ version: 2 }));
    expect(d.grid.values.every((v) => v === 0)).toBe(true);
    expect(d.metrics).toHaveLength(METRIC_KEYS.length);
    expect(d.metrics.every((m) => m.delta === 0)).toBe(true);
    expect(d.verdict).toContain('без заметных изменений');
    expect(d.better_version).toBeNull();
    expect(d.regions.map((r) => r.status)).toEqual(['matched', 'matched']);
  });

  it('marks gained attention positive and lost negative, each map a share of 1', () => {
    const d = diffVersions(
      version({ version: 1, grid: spot(0) }),
      version({ version: 2, grid: spot(15) }),
    );
    expect(d.grid.values[15]).toBeCloseTo(1, 5);
    expect(d.grid.values[0]).toBeCloseTo(-1, 5);
    expect(d.grid.values.reduce((s, v) => s + v, 0)).toBeCloseTo(0, 6);
    expect(d.from_version).toBe(1);
    expect(d.to_version).toBe(2);
  });

  it('keeps the difference summing to zero when attention moves a little everywhere', () => {
    // 64 × 48 cells; one cell gains, so every other cell loses about 6e-6 of a share: below the
    // old cut-off of 1e-5, which zeroed those losses and left the grid summing to +0.019
    const n = 64 * 48;
    const flat = { width: 64, height: 48, values: new Array<number>(n).fill(1) };
    const raised = { ...flat, values: flat.values.map((v, i) => (i === 0 ? v + 60 : v)) };
    const d = diffVersions(
      version({ version: 1, grid: flat }),
      version({ version: 2, grid: raised }),
    );
    expect(d.grid.values[0]).toBeGreaterThan(0.018);
    expect(d.grid.values[1]).toBeLessThan(0);
    expect(Math.abs(d.grid.values.reduce((s, v) => s + v, 0))).toBeLessThan(1e-4);
  });

  it('resamples grids of different sizes onto the newer one', () => {
    const from = version({ version: 1, grid: { width: 2, height: 2, values: [1, 1, 1, 1] } });
    const to = version({
      version: 2,
      grid: { width: 4, height: 4, values: new Array(16).fill(1) },
    });
    const d = diffVersions(from, to);
    expect(d.grid.width).toBe(4);
    expect(d.grid.values).toHaveLength(16);
    expect(d.grid.values.every((v) => Math.abs(v) < 1e-6)).toBe(true);
  });

  it('names the stronger version and the role that gained, beyond the intervals', () => {
    const from = version({
      version: 2,
      noticed: { brand: share(0.4), message: null, cta: share(0.3) },
    });
    const to = version({
      version: 3,
      grid: spot(15),
      metrics: metrics({ score: 61 }),
      regions: [
        { ...from.regions[0]!, attention_share: 0.21 },
        { ...from.regions[1]!, attention_share: 0.2 },
      ],
      noticed: { brand: share(0.41), message: null, cta: share(0.5) },
    });
    const d = diffVersions(from, to);
    expect(d.better_version).toBe(3);
    expect(d.verdict).toBe(
      'Версия 3 сильнее: внимание к призыву выросло с 12,0 до 21,0 %, к бренду почти не изменилось.',
    );
    const cta = d.regions.find((r) => r.role === 'cta')!;
    expect(cta).toMatchObject({ status: 'matched', from_share: 0.12, to_share: 0.21, delta: 0.09 });
    expect(d.metrics.find((m) => m.key === 'score')).toMatchObject({ from: 50, to: 61, delta: 11 });
  });

  it('says the difference is within the uncertainty when nothing moved beyond it', () => {
    const from = version({ version: 1 });
    const to = version({
      version: 2,
      grid: spot(5),
      metrics: metrics({ score: 51, clarity: 45 }),
      regions: [
        { ...from.regions[0]!, attention_share: 0.13 },
        { ...from.regions[1]!, attention_share: 0.19 },
      ],
    });
    const d = diffVersions(from, to);
    expect(d.better_version).toBeNull();
    expect(d.verdict).toBe('Версии 1 и 2 почти равны: разница в пределах погрешности прогноза.');
  });

  it('writes the shares to a tenth, as the table of regions beside it does', () => {
    // whole, the verdict said «с 13 до 22 %» above a table of 12,6 % → 21,6 %
    const from = version({
      version: 1,
      regions: [{ ...version({ version: 1 }).regions[0]!, attention_share: 0.126 }],
    });
    const to = version({
      version: 2,
      grid: spot(15),
      regions: [{ ...from.regions[0]!, attention_share: 0.216 }],
    });
    expect(diffVersions(from, to).verdict).toContain('выросло с 12,6 до 21,6 %');
  });

  it('with score ranges, needs the scores apart beyond their combined uncertainty', () => {
    // nothing moved; the score rose by 8, beyond SCORE_MARGIN: without ranges that is a win
    const ranged = (score: number, sd: number): VersionInput['metrics'] => ({
      ...(metrics({ score }) as VersionInput['metrics']),
      score: { value: score, range: { low: score - 1.96 * sd, high: score + 1.96 * sd, sd } },
    });
    const from = version({ version: 1, metrics: metrics({ score: 50 }) });
    const to = version({ version: 2, grid: spot(5), metrics: metrics({ score: 58 }) });
    expect(diffVersions(from, to).better_version).toBe(2);
    // sd 4 each: 1.96 × √32 ≈ 11.1 > 8, within the uncertainty
    const wide = diffVersions(
      { ...from, metrics: ranged(50, 4) },
      { ...to, metrics: ranged(58, 4) },
    );
    expect(wide.better_version).toBeNull();
    expect(wide.verdict).toBe('Версии 1 и 2 почти равны: разница в пределах погрешности прогноза.');
    // sd 2 each: 1.96 × √8 ≈ 5.5 < 8, apart
    const narrow = diffVersions(
      { ...from, metrics: ranged(50, 2) },
      { ...to, metrics: ranged(58, 2) },
    );
    expect(narrow.better_version).toBe(2);
    expect(narrow.verdict).toMatch(/^Версия 2 сильнее: оценка выросла на 8/);
  });

  it('says when the shares of people who notice stay within their intervals', () => {
    const wide = (v: number) => share(v, 0.3);
    const from = version({
      version: 1,
      noticed: { brand: wide(0.4), message: null, cta: wide(0.6) },
    });
    const to = version({
      version: 2,
      grid: spot(5),
      regions: [
        { ...from.regions[0]!, attention_share: 0.3 },
        { ...from.regions[1]!, attention_share: 0.2 },
      ],
      noticed: { brand: wide(0.4), message: null, cta: wide(0.75) },
    });
    const d = diffVersions(from, to);
    expect(d.better_version).toBe(2);
    expect(d.verdict).toBe(
      'Версия 2 сильнее: внимание к призыву выросло с 12,0 до 30,0 %, к бренду почти не изменилось; по доле заметивших разница в пределах погрешности.',
    );
  });

  it('lets the older version win and tells the change towards the newer one', () => {
    const from = version({ version: 1, metrics: metrics({ score: 70 }) });
    const to = version({
      version: 2,
      grid: spot(3),
      metrics: metrics({ score: 55 }),
      regions: [
        { ...from.regions[0]!, attention_share: 0.04 },
        { ...from.regions[1]!, attention_share: 0.2 },
      ],
    });
    const d = diffVersions(from, to);
    expect(d.better_version).toBe(1);
    expect(d.verdict).toBe(
      'Версия 1 сильнее: в версии 2 внимание к призыву снизилось с 12,0 до 4,0 %, к бренду почти не изменилось.',
    );
  });

  it('matches regions by role and overlap and lists the others as appeared or disappeared', () => {
    const from = version({
      version: 1,
      regions: [
        {
          kind: 'face',
          bbox: { x: 0, y: 200, width: 100, height: 100 },
          attention_share: 0.3,
        },
        {
          kind: 'text',
          role: 'cta',
          bbox: { x: 10, y: 10, width: 50, height: 20 },
          text: 'Купить',
          attention_share: 0.1,
        },
      ],
    });
    const to = version({
      version: 2,
      width: 800,
      height: 800,
      regions: [
        // The same call to action moved to the other corner: one role, matched anyway.
        {
          kind: 'text',
          role: 'cta',
          bbox: { x: 600, y: 600, width: 100, height: 40 },
          text: 'Купить сейчас',
          attention_share: 0.25,
        },
        {
          kind: 'object',
          bbox: { x: 300, y: 0, width: 200, height: 200 },
          attention_share: 0.2,
        },
      ],
    });
    const d = diffVersions(from, to);
    const byStatus = Object.fromEntries(d.regions.map((r) => [r.status + ':' + r.kind, r]));
    expect(byStatus['matched:text']).toMatchObject({
      role: 'cta',
      label: 'Призыв: «Купить» → «Купить сейчас»',
      from_share: 0.1,
      to_share: 0.25,
    });
    expect(byStatus['appeared:object']).toMatchObject({ from_share: null, to_share: 0.2 });
    expect(byStatus['disappeared:face']).toMatchObject({ from_share: 0.3, to_share: null });
    expect(d.regions).toHaveLength(3);
  });

  it('matches one text whose role changed between the versions', () => {
    const text = (role: 'brand' | 'message' | 'other', x: number, share: number) => ({
      kind: 'text' as const,
      role,
      bbox: { x, y: 300, width: 120, height: 30 },
      text: 'Креолаб',
      attention_share: share,
    });
    const d = diffVersions(
      version({ version: 1, regions: [text('other', 20, 0.08)] }),
      version({ version: 2, regions: [text('message', 220, 0.12)] }),
    );
    expect(d.regions).toEqual([
      expect.objectContaining({
        status: 'matched',
        role: 'message',
        from_share: 0.08,
        to_share: 0.12,
        delta: 0.04,
      }),
    ]);
  });

  it('takes the same text as one region before matching by role', () => {
    const text = (role: 'message' | 'other', y: number, body: string, share: number) => ({
      kind: 'text' as const,
      role,
      bbox: { x: 20, y, width: 200, height: 30 },
      text: body,
      attention_share: share,
    });
    const d = diffVersions(
      version({
        version: 1,
        regions: [text('message', 50, 'Скидка 30 %', 0.02), text('other', 300, 'Креолаб', 0.08)],
      }),
      version({ version: 2, regions: [text('message', 300, 'Креолаб', 0.12)] }),
    );
    expect(d.regions).toEqual([
      expect.objectContaining({ status: 'matched', label: 'Сообщение: «Креолаб»', delta: 0.04 }),
      expect.objectContaining({ status: 'disappeared', label: 'Сообщение: «Скидка 30 %»' }),
    ]);
  });
});
