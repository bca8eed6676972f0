import { validationMessage } from '@kreolab/i18n-ru';

/** The contract's NameRequest: 1 to 255 characters (after trimming). */
export const LAB_NAME_MAX = 255;

export function validateLabName(value: string): string | null {
  const name = value.trim();
  if (!name) return validationMessage('required');
  if (name.length > LAB_NAME_MAX) return validationMessage('maxLength', { max: LAB_NAME_MAX });
  return null;
}
