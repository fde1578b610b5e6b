import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import screenSchema from '../../../schemas/screen.schema.json';

/** One ajv for descriptors and widget props: `strict` off so schemas may carry descriptions and editor hints. */
export const ajv = new Ajv({ allErrors: true, strict: false });

export const validateScreenShape: ValidateFunction = ajv.compile(screenSchema);

/** ajv's errors as 'JSON path: what was expected'. */
export function describeAjvErrors(errors: ErrorObject[] | null | undefined, basePath: string) {
  const seen = new Set<string>();
  return (errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => {
      const path = basePath + error.instancePath.replace(/\/(\d+)/g, '[$1]').replace(/\//g, '.');
      const detail = describeParams(error);
      return {
        path,
        message: detail ? `${error.message ?? 'is invalid'} (${detail})` : (error.message ?? 'is invalid'),
      };
    })
    .filter((problem) => {
      const key = `${problem.path}|${problem.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function describeParams(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if ('additionalProperty' in params) return `unexpected '${String(params.additionalProperty)}'`;
  if ('allowedValues' in params) return `one of ${JSON.stringify(params.allowedValues)}`;
  if ('missingProperty' in params) return '';
  return '';
}

const propsValidators = new WeakMap<object, ValidateFunction>();

/** Compiles (once per schema object) the props schema of a widget. */
export function propsValidator(schema: object): ValidateFunction {
  let validate = propsValidators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    propsValidators.set(schema, validate);
  }
  return validate;
}
