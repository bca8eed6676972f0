import { Ajv, type Options, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// U+0000, or a UTF-16 surrogate without its pair: PostgreSQL refuses the first in text and
// JSON ("invalid byte sequence for encoding UTF8: 0x00"), and the second is stored as U+FFFD.
const UNSTORABLE_TEXT =
  // eslint-disable-next-line no-control-regex -- refusing U+0000 is the point
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when text holds a character no text column can store as it is. */
export function unstorableText(text: string): boolean {
  return UNSTORABLE_TEXT.test(text);
}

type Problem = { path: string; kind: 'number' | 'text' };

/**
 * The first value no column can hold: a number that is not finite (`1e309` in JSON or a path
 * is Infinity), or a string (a value or a key) with unstorable text.
 */
function unstorable(value: unknown, path = '', depth = 0): Problem | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path, kind: 'number' };
  if (typeof value === 'string') return unstorableText(value) ? { path, kind: 'text' } : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (unstorableText(key)) return { path: at, kind: 'text' };
    const found = unstorable(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * One rule for every value the contract accepts, in every request part: Ajv lets `minimum`
 * pass for Infinity and has no notion of what PostgreSQL can store, so a value that holds a
 * non-finite number or unstorable text is refused here, after the schema (and coercion) passed.
 */
function storableValuesOnly(validate: ValidateFunction) {
  const check = (data: unknown) => {
    const ok = validate(data);
    check.errors = validate.errors;
    if (!ok) return false;
    const problem = unstorable(data);
    if (problem === null) return true;
    check.errors = [
      problem.kind === 'number'
        ? {
            instancePath: problem.path,
            schemaPath: '#/type',
            keyword: 'type',
            params: { type: 'number' },
            message: 'must be a finite number',
          }
        : {
            instancePath: problem.path,
            schemaPath: '#/x-storable-text',
            keyword: 'x-storable-text',
            params: {},
            message: 'must not contain U+0000 or an unpaired surrogate',
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
    storableValuesOnly((httpPart === 'body' ? bodyAjv : textAjv).compile(schema)),
  );
}
