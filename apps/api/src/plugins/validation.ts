import { Ajv, type Options, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** The path of the first number that is not finite (`1e309` in JSON or a path is Infinity). */
function nonFinite(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinite(item, `${path}/${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Ajv skips `format` and lets `minimum` pass for Infinity, so an id of 1e309 would reach the
 * database (a 500); refuse any value that holds a non-finite number, after coercion.
 */
function finiteNumbersOnly(validate: ValidateFunction) {
  const check = (data: unknown) => {
    const ok = validate(data);
    check.errors = validate.errors;
    if (!ok) return false;
    const at = nonFinite(data);
    if (at === null) return true;
    check.errors = [
      {
        instancePath: at,
        schemaPath: '#/type',
        keyword: 'type',
        params: { type: 'number' },
        message: 'must be a finite number',
      },
    ];
    return false;
  };
  check.errors = null as ValidateFunction['errors'];
  return check;
}

/** OpenAPI formats that are documentation only; Ajv would otherwise refuse them as unknown. */
const ANNOTATION_FORMATS = ['float', 'double', 'byte', 'binary', 'password'];

/**
 * Integer formats are checked: an id of 1e40 is an "integer" to JSON Schema but overflows the
 * database's bigint (a 500), and JavaScript numbers are exact only up to 2^53.
 */
const INTEGER_FORMATS = {
  int32: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  int64: (n: number) => Number.isSafeInteger(n),
};

function makeAjv(dialect: '2020' | '07', options: Options) {
  const ajv =
    dialect === '2020'
      ? new Ajv2020({ ...options, strict: false, addUsedSchema: false })
      : new Ajv({ ...options, strict: false, addUsedSchema: false });
  addFormats.default(ajv);
  for (const format of ANNOTATION_FORMATS) ajv.addFormat(format, true);
  for (const [format, validate] of Object.entries(INTEGER_FORMATS))
    ajv.addFormat(format, { type: 'number', validate });
  return ajv;
}

/**
 * Two validators: bodies are checked as sent (a JSON "1" is not a number, unknown properties
 * are errors, not silently dropped); the query string and path, where everything arrives as
 * text, are coerced to the declared types. The first error stops validation.
 */
export function installValidators(app: FastifyInstance, dialect: '2020' | '07'): void {
  // strictNumbers: NaN and Infinity ("1e309" in a path) are not numbers.
  const common: Options = {
    allErrors: false,
    removeAdditional: false,
    useDefaults: true,
    strictNumbers: true,
  };
  const bodyAjv = makeAjv(dialect, { ...common, coerceTypes: false });
  const textAjv = makeAjv(dialect, { ...common, coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    finiteNumbersOnly((httpPart === 'body' ? bodyAjv : textAjv).compile(schema)),
  );
}
