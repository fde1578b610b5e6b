import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  createErrorHandler,
  getDefaultFormState,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { pointerSegments, readableUnits } from '../descriptors/schema-validation.ts';

/**
 * RJSF's validator on @cfworker/json-schema, which interprets JSON Schema instead of generating code: the station's
 * Content-Security-Policy allows no eval, and ajv (validator-ajv8) compiles every schema with `new Function`. Form
 * schemas come from the server at run time, so they cannot be precompiled either. Same contract, same error shape.
 */
const validators = new WeakMap<object, Validator>();

function validatorFor(schema: RJSFSchema, rootSchema: RJSFSchema = schema): Validator {
  const key = schema === rootSchema ? schema : { schema, rootSchema };
  const cached = schema === rootSchema ? validators.get(schema) : undefined;
  if (cached) return cached;
  // A sub-schema keeps the root's definitions, so its local `$ref`s still resolve.
  const effective =
    schema === rootSchema ? schema : { ...schema, definitions: rootSchema.definitions, $defs: rootSchema.$defs };
  const validator = new Validator(effective as Schema, '7', false);
  if (schema === rootSchema) validators.set(key, validator);
  return validator;
}

/** RJSF's error shape: property paths like '.address.0.street', the missing property for `required`. */
function toRjsfErrors(units: readonly OutputUnit[]): RJSFValidationError[] {
  return readableUnits(units).map(({ unit, message, missingProperty }) => {
    const segments = pointerSegments(unit.instanceLocation);
    if (missingProperty !== undefined) segments.push(missingProperty);
    const property = segments.map((segment) => `.${segment}`).join('');
    return {
      name: unit.keyword,
      property,
      message,
      params: missingProperty === undefined ? {} : { missingProperty },
      stack: `${property} ${message}`.trim(),
      schemaPath: unit.keywordLocation,
    };
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RJSF's own default for form data
export function createCspSafeValidator<T = any>(): ValidatorType<T, RJSFSchema> {
  const validator: ValidatorType<T, RJSFSchema> = {
    rawValidation<Result = OutputUnit>(schema: RJSFSchema, formData?: T) {
      try {
        return { errors: validatorFor(schema).validate(formData).errors as Result[] };
      } catch (error) {
        return { validationError: error instanceof Error ? error : new Error(String(error)) };
      }
    },
    isValid(schema, formData, rootSchema) {
      try {
        return validatorFor(schema, rootSchema).validate(formData).valid;
      } catch {
        return false;
      }
    },
    validateFormData(
      formData: T | undefined,
      schema: RJSFSchema,
      customValidate?: CustomValidator<T, RJSFSchema>,
      transformErrors?: ErrorTransformer<T, RJSFSchema>,
      uiSchema?: UiSchema<T, RJSFSchema>,
    ): ValidationData<T> {
      const raw = validator.rawValidation<OutputUnit>(schema, formData);
      let errors = toRjsfErrors(raw.errors ?? []);
      if (raw.validationError) errors = [...errors, { stack: raw.validationError.message }];
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      const errorSchema = toErrorSchema<T>(errors);
      if (!customValidate) return { errors, errorSchema };
      const withDefaults = getDefaultFormState(validator, schema, formData, schema, true) as T;
      const handler = customValidate(withDefaults, createErrorHandler(withDefaults), uiSchema, errorSchema);
      return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
    },
  };
  return validator;
}
