import { describe, expect, it } from 'vitest';
import { brandKey, brandMatcher, substringDistance } from '../src/analyse/brand';
import { buildRegions } from '../src/analyse/regions';
import type { AttentionMap } from '../src/attention';

describe('brand matcher', () => {
  it('gives one key to a name in any case, spacing and script', () => {
    for (const name of ['SPORTMAX', 'Sport max', 'СПОРТМАКС', 'Спорт-Макс', 'sport.max'])
      expect(brandKey(name), name).toBe('sportmaks');
    expect(brandKey('Coca-Cola')).toBe(brandKey('Кока-Кола'));
    expect(brandKey('Яндекс')).toBe(brandKey('Yandex'));
    expect(brandKey('Ёлка')).toBe(brandKey('Yolka'));
    expect(brandKey('Café')).toBe(brandKey('Кафе'));
    expect(brandKey('  ')).toBe('');
  });

  it('finds the brand inside a longer line, across scripts and spacing', () => {
    const m = brandMatcher('SPORTMAX')!;
    expect(m('Sport max')).toBe(true);
    expect(m('СПОРТМАКС')).toBe(true);
    expect(m('Весна в SPORTMAX — скидки')).toBe(true);
    expect(m('sportmax.ru')).toBe(true);
    // one misread letter of a long name (OCR reads O as 0, or drops a letter)
    expect(m('SP0RTMAX')).toBe(true);
    expect(m('SPORTMA')).toBe(true);
    // OCR of both alphabets reads Latin letters as Cyrillic look-alikes
    expect(m('Sport тах')).toBe(true);
    expect(m('SРОRТМАХ')).toBe(true);
    expect(m('Скидка 50%')).toBe(false);
    expect(m('SPORT')).toBe(false);
    expect(m('')).toBe(false);
  });

  it('takes a short brand only as a whole word', () => {
    const m = brandMatcher('МТС')!;
    expect(m('МТС')).toBe(true);
    expect(m('Тариф от MTS')).toBe(true);
    expect(m('Тариф от МТС!')).toBe(true);
    expect(m('АМТСК')).toBe(false);
    expect(m('МТК')).toBe(false);
  });

  it('finds a brand of several words by one of its long words', () => {
    const m = brandMatcher('Спортмакс Россия')!;
    expect(m('SPORTMAX')).toBe(true);
    expect(m('Россия')).toBe(true);
    expect(m('Купить')).toBe(false);
  });

  it('has no matcher without a brand', () => {
    expect(brandMatcher(undefined)).toBeNull();
    expect(brandMatcher('')).toBeNull();
    expect(brandMatcher(' — ')).toBeNull();
  });

  it('counts the edits to the closest substring', () => {
    expect(substringDistance('abc', 'xxabcxx')).toBe(0);
    expect(substringDistance('abc', 'xxabxx')).toBe(1);
    expect(substringDistance('abc', '')).toBe(3);
  });

  it('gives the brand role to the matching text region, not the headline or button', () => {
    const grid = { w: 4, h: 4, d: new Float32Array(16).fill(1 / 16) };
    const a = { width: 400, height: 300, grid } as unknown as AttentionMap;
    const texts = [
      { x: 10, y: 10, w: 300, h: 40, text: 'Весенняя распродажа', confidence: 90 },
      { x: 10, y: 200, w: 120, h: 20, text: 'Sport max', confidence: 90 },
      { x: 250, y: 240, w: 100, h: 30, text: 'Купить', confidence: 90 },
    ];
    const regions = buildRegions(a, { texts, faces: [] } as never, [], 'SPORTMAX');
    const role = (text: string) => regions.find((r) => r.text === text)?.role;
    expect(role('Sport max')).toBe('brand');
    expect(role('Весенняя распродажа')).toBe('message');
    expect(role('Купить')).toBe('cta');
    // the old matcher took the brand as a pattern of its exact spelling
    expect(
      buildRegions(a, { texts, faces: [] } as never, [], undefined).some((r) => r.role === 'brand'),
    ).toBe(false);
  });
});
