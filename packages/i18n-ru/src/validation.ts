import { interpolate } from './interpolate';

/** Validation messages of the forms, word for word (the server answers with the same texts). */
export const VALIDATION_MESSAGES = {
  required: 'Обязательное поле',
  minLength: 'Минимум символов {min}',
  maxLength: 'Максимум символов {max}',
  minValue: 'Значение может быть минимум {min}',
  maxValue: 'Значение может быть максимум {max}',
  sameAs: 'Введенные данные не совпадают',
  email: 'Введен некорректный адрес',
  numeric: 'Допустимы только цифры',
  passwordValid: 'Пароль должен быть не менее 8 символов, содержать цифры, буквы и спецсимволы',
  passwordConfirmation: 'Пароли не совпадают',
  // Not in the spec's list: the server also refuses passwords from its list of common ones,
  // which meet the rule above, so the rule's own text would tell the user nothing.
  passwordCommon: 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой',
} as const;

export type ValidationRule = keyof typeof VALIDATION_MESSAGES;

/** The message of one rule with its limits filled in, e.g. ('minLength', { min: 8 }). */
export function validationMessage(
  rule: ValidationRule,
  params?: { min?: number; max?: number },
): string {
  return interpolate(VALIDATION_MESSAGES[rule], params as Record<string, number> | undefined);
}
