import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import screenSchema from '../../../schemas/screen-shape.schema.json';

/**
 * JSON Schema checks for descriptors and widget props with @cfworker/json-schema, which interprets schemas instead of
 * compiling them to code: the station's Content-Security-Policy allows no eval (ajv's compiler needs `new Function`).
 */
export interface SchemaProblem {
  /** The JSON path of the value at fault, e.g. `$.regions.main[0].props`. */
  path: string;
  message: string;
  keyword: string;
  /** The property a `required` problem is about. */
  missingProperty?: string;
}

export type SchemaCheck = (value: unknown, basePath: string) => SchemaProblem[];

/** Keywords that only say a part below failed; the part's own problem says what. */
const wrappers = new Set([
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'contains',
  '$ref',
  'allOf',
  'then',
  'else',
  'dependentSchemas',
  'false',
]);

const quoted = (text: string) => /"([^"]*)"/.exec(text)?.[1] ?? '';

function message(unit: OutputUnit): { message: string; missingProperty?: string } {
  switch (unit.keyword) {
    case 'required': {
      const property = quoted(unit.error);
      return { message: `must have required property '${property}'`, missingProperty: property };
    }
    case 'additionalProperties':
      return { message: `must NOT have additional properties (unexpected '${quoted(unit.error)}')` };
    case 'enum': {
      const allowed = /any of (\[.*\])\.?$/.exec(unit.error)?.[1];
      return { message: `must be equal to one of the allowed values${allowed ? ` (one of ${allowed})` : ''}` };
    }
    case 'type':
      return { message: `must be ${/Expected "?([^".]+)"?/.exec(unit.error)?.[1] ?? 'of another type'}` };
    default:
      return { message: unit.error.replace(/\.$/, '').replace(/^./, (first) => first.toLowerCase()) };
  }
}

/** The segments of a JSON pointer fragment: '#/a~1b/0' → ['a/b', '0']. */
export function pointerSegments(instanceLocation: string): string[] {
  return instanceLocation
    .replace(/^#/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** '#/regions/main/0' under '$' → '$.regions.main[0]'. */
function jsonPath(basePath: string, instanceLocation: string): string {
  return pointerSegments(instanceLocation).reduce(
    (path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : `${path}.${segment}`),
    basePath,
  );
}

/** A failed keyword worth reading, in words. */
export interface ReadableUnit {
  unit: OutputUnit;
  message: string;
  missingProperty?: string;
}

/** The failures worth reading: wrappers dropped, duplicates merged. */
export function readableUnits(units: readonly OutputUnit[]): ReadableUnit[] {
  const seen = new Set<string>();
  const readable: ReadableUnit[] = [];
  for (const unit of units) {
    if (wrappers.has(unit.keyword)) continue;
    const described = { unit, ...message(unit) };
    const key = `${unit.instanceLocation}|${described.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    readable.push(described);
  }
  return readable;
}

/** The failures as problems named by JSON path under `basePath`. */
export function describeOutput(units: readonly OutputUnit[], basePath: string): SchemaProblem[] {
  return readableUnits(units).map(({ unit, message, missingProperty }) => ({
    path: jsonPath(basePath, unit.instanceLocation),
    keyword: unit.keyword,
    message,
    ...(missingProperty === undefined ? {} : { missingProperty }),
  }));
}

function check(schema: object): SchemaCheck {
  const validator = new Validator(schema as Schema, '7', false);
  return (value, basePath) => {
    const result = validator.validate(value);
    return result.valid ? [] : describeOutput(result.errors, basePath);
  };
}

export const checkScreenShape: SchemaCheck = check(screenSchema);

const propsChecks = new WeakMap<object, SchemaCheck>();

/** The check of a widget's props schema, made once per schema object. */
export function propsCheck(schema: object): SchemaCheck {
  let found = propsChecks.get(schema);
  if (!found) {
    found = check(schema);
    propsChecks.set(schema, found);
  }
  return found;
}
