import { Ajv, type Options } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** OpenAPI formats that are documentation only; Ajv would otherwise refuse them as unknown. */
const ANNOTATION_FORMATS = ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password'];

function makeAjv(dialect: '2020' | '07', options: Options) {
  const ajv =
    dialect === '2020'
      ? new Ajv2020({ ...options, strict: false, addUsedSchema: false })
      : new Ajv({ ...options, strict: false, addUsedSchema: false });
  addFormats.default(ajv);
  for (const format of ANNOTATION_FORMATS) ajv.addFormat(format, true);
  return ajv;
}

/**
 * Two validators: bodies are checked as sent (a JSON "1" is not a number, unknown properties
 * are errors, not silently dropped); the query string and path, where everything arrives as
 * text, are coerced to the declared types. The first error stops validation.
 */
export function installValidators(app: FastifyInstance, dialect: '2020' | '07'): void {
  const common: Options = { allErrors: false, removeAdditional: false, useDefaults: true };
  const bodyAjv = makeAjv(dialect, { ...common, coerceTypes: false });
  const textAjv = makeAjv(dialect, { ...common, coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : textAjv).compile(schema),
  );
}
