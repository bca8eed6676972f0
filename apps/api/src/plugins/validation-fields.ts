import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrors } from '../errors';

/** Russian messages of product-spec §5, so a form can show them beside its fields as they are. */
function message(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'Обязательное поле';
    case 'minLength':
      return `Минимум символов ${String(params.limit)}`;
    case 'maxLength':
      return `Максимум символов ${String(params.limit)}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Значение может быть минимум ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Значение может быть максимум ${String(params.limit)}`;
    case 'format':
      return params.format === 'email' ? 'Введен некорректный адрес' : 'Некорректное значение';
    case 'type':
      return params.type === 'integer' || params.type === 'number'
        ? 'Допустимы только цифры'
        : 'Некорректное значение';
    case 'additionalProperties':
      return 'Неизвестное поле';
    case 'x-storable-text':
      return 'Недопустимый символ';
    default:
      return 'Некорректное значение';
  }
}

/** `/items/0/name` → `items.0.name`; a missing or unknown property is named by itself. */
function fieldName(error: FastifySchemaValidationError, context: string): string {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof params.missingProperty === 'string') path.push(params.missingProperty);
  if (typeof params.additionalProperty === 'string') path.push(params.additionalProperty);
  // A root-level problem ("body must be object") belongs to the request part itself.
  return path.length > 0 ? path.join('.') : context;
}

export function validationFields(
  errors: FastifySchemaValidationError[],
  context: string,
): FieldErrors {
  // No prototype: a field named `constructor` or `__proto__` is a key like any other.
  const fields = Object.create(null) as FieldErrors;
  for (const error of errors) {
    const name = fieldName(error, context);
    (Object.hasOwn(fields, name) ? fields[name]! : (fields[name] = [])).push(message(error));
  }
  return fields;
}

export function validationDetail(errors: FastifySchemaValidationError[], context: string): string {
  const [first] = errors;
  if (!first) return `Invalid ${context}`;
  return `${context}${first.instancePath} ${first.message ?? 'is invalid'}`;
}
