import { describe, expect, it } from 'vitest';
import {
  BREADCRUMBS,
  ROUTE_TITLES,
  VALIDATION_MESSAGES,
  VIEWER_MESSAGES,
  interpolate,
  validationMessage,
} from './index';

describe('validation messages', () => {
  it('interpolates limits into the messages', () => {
    expect(validationMessage('required')).toBe('Обязательное поле');
    expect(validationMessage('minLength', { min: 8 })).toBe('Минимум символов 8');
    expect(validationMessage('maxLength', { max: 255 })).toBe('Максимум символов 255');
    expect(validationMessage('minValue', { min: 1 })).toBe('Значение может быть минимум 1');
    expect(validationMessage('maxValue', { max: 5 })).toBe('Значение может быть максимум 5');
  });
  it('keeps the remaining spec texts word for word', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      sameAs: 'Введенные данные не совпадают',
      email: 'Введен некорректный адрес',
      numeric: 'Допустимы только цифры',
      passwordValid: 'Пароль должен быть не менее 8 символов, содержать цифры, буквы и спецсимволы',
      passwordConfirmation: 'Пароли не совпадают',
    });
  });
  it('leaves unknown placeholders visible', () => {
    expect(interpolate('{a} и {b}', { a: 1 })).toBe('1 и {b}');
  });
});

describe('shell texts', () => {
  it('has the route titles and breadcrumbs', () => {
    expect(ROUTE_TITLES.signin).toBe('Вход в личный кабинет');
    expect(ROUTE_TITLES.comparisonResult).toBe('Результаты сравнения');
    expect(ROUTE_TITLES.notFound).toBe('Страница не найдена');
    expect(BREADCRUMBS).toEqual({
      profile: 'Личный кабинет',
      labs: 'Мои исследования',
      briefs: 'Мои брифинги',
    });
    expect(VIEWER_MESSAGES.ajaxForbidden).toBe('Error Loading AJAX : Forbidden');
  });
});
