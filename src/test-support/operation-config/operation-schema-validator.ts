import Ajv from 'ajv';
import { buildOperationJsonSchema } from '../../core/operation-config/operation-json-schema.ts';
import { isRegularExpression } from '../../core/operation-config/options/string-option.ts';

/** A strict draft-07 ajv validator of operations, knowing the standard `regex` format the way the parser reads it. */
export function operationSchemaValidator() {
  const ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true });
  ajv.addFormat('regex', isRegularExpression);
  return ajv.compile(buildOperationJsonSchema());
}
