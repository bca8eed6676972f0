import { describe, expect, it } from 'vitest';
import { brief } from '../test/utils';
import {
  briefFormValues,
  newSegment,
  toBriefInput,
  validateBrief,
  type BriefFormValues,
} from './briefForm';

const valid = (): BriefFormValues => ({
  ...briefFormValues(),
  name: 'Летняя кампания',
  brand: 'Зерно',
  product: 'Холодный кофе',
  goal: 'conversion',
  segments: [{ ...newSegment(), name: 'Студенты', age_from: 18, age_to: 24 }],
});

describe('validateBrief', () => {
  it('accepts a complete brief', () => {
    expect(validateBrief(valid())).toEqual({});
  });

  it('requires the name, brand, product and goal', () => {
    const errors = validateBrief({ ...valid(), name: '  ', brand: '', product: '', goal: null });
    expect(errors).toMatchObject({
      name: 'Обязательное поле',
      brand: 'Обязательное поле',
      product: 'Обязательное поле',
      goal: 'Обязательное поле',
    });
  });

  it('asks for letters or digits in a brand the engine could not look for', () => {
    expect(validateBrief({ ...valid(), brand: '!!!' })).toEqual({
      brand: 'Нужны русские или латинские буквы либо цифры: по ним бренд ищется в тексте макета',
    });
    expect(validateBrief({ ...valid(), brand: 'Зерно №1' })).toEqual({});
  });

  it('limits the lengths with the maxLength message', () => {
    const errors = validateBrief({
      ...valid(),
      name: 'x'.repeat(256),
      audience: 'x'.repeat(2001),
      key_message: 'x'.repeat(1001),
    });
    expect(errors).toEqual({
      name: 'Максимум символов 255',
      audience: 'Максимум символов 2000',
      key_message: 'Максимум символов 1000',
    });
  });

  it('needs at least one segment', () => {
    expect(validateBrief({ ...valid(), segments: [] })).toEqual({
      segments: 'Добавьте хотя бы один сегмент',
    });
  });

  it('checks each segment: name, age bounds 14–100, from ≤ to, interests', () => {
    const s = (over: Partial<ReturnType<typeof newSegment>>) => ({
      ...newSegment(),
      name: 'С',
      ...over,
    });
    const errors = validateBrief({
      ...valid(),
      segments: [
        s({ name: '' }),
        s({ age_from: 13, age_to: 101 }),
        s({ age_from: 40, age_to: 30 }),
        s({ age_from: '', age_to: 20.5 }),
        s({ interests: ['x'.repeat(101)] }),
      ],
    });
    expect(errors).toEqual({
      'segments.0.name': 'Обязательное поле',
      'segments.1.age_from': 'Значение может быть минимум 14',
      'segments.1.age_to': 'Значение может быть максимум 100',
      'segments.2.age_to': 'Значение может быть минимум 40',
      'segments.3.age_from': 'Обязательное поле',
      'segments.3.age_to': 'Допустимы только цифры',
      'segments.4.interests': 'Максимум символов 100',
    });
  });

  it('accepts the edges 14 and 100 and equal ages', () => {
    const segments = [
      { ...newSegment(), name: 'A', age_from: 14, age_to: 100 },
      { ...newSegment(), name: 'B', age_from: 30, age_to: 30 },
    ];
    expect(validateBrief({ ...valid(), segments })).toEqual({});
  });
});

describe('toBriefInput and briefFormValues', () => {
  it('trims texts, keeps segment ids, drops empty and repeated interests', () => {
    const values = briefFormValues(brief({ id: 1 }));
    values.name = '  Новый  ';
    values.segments[0]!.interests = [' музыка ', 'музыка', ''];
    values.segments.push({ ...newSegment(), name: 'Новые', age_from: '20', age_to: 30 });
    const input = toBriefInput(values);
    expect(input.name).toBe('Новый');
    expect(input.segments).toEqual([
      { id: 11, name: 'Студенты', age_from: 18, age_to: 24, gender: 'any', interests: ['музыка'] },
      { name: 'Новые', age_from: 20, age_to: 30, gender: 'any', interests: [] },
    ]);
  });
});
