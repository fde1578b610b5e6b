import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formFieldTypes } from '../operation-config/form-field-json-schema.ts';
import { evaluateDependencies } from './dependencies.ts';
import { displayedValues } from './display-values.ts';
import { initialFormData } from './initial-form-data.ts';
import { parseFormSchema } from './parse-form-schema.ts';
import { validateForm } from './validate-form.ts';

const names = fc.constantFrom('a', 'b', 'c', 'd.e', 'f', '', '__proto__', 'constructor');
const junk = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const anyValue = fc.oneof(junk, fc.array(junk, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 4 }), junk));
const patterns = fc.constantFrom('^\\d+$', '([', '(a+)+$', '(\\d{3})', '[', 'a{2,}');
const dependency = fc.record(
  {
    whenField: names,
    is: fc.constantFrom('disabled', 'hidden', 'required', 'optional', 'emptied', 'filled', 'endpointReplaced', 'bogus'),
    condition: fc.constantFrom('hasValue', 'isEmpty', 'isFilled', 'nope'),
    conditionValue: anyValue,
    filledWithValue: anyValue,
    endpointReplaced: fc.constantFrom('api/v1/places', undefined),
  },
  { requiredKeys: [] },
);
const field = fc.record(
  {
    name: fc.oneof(names, junk),
    type: fc.oneof(fc.constantFrom(...formFieldTypes), fc.constantFrom('slider', 'radio'), junk),
    label: fc.oneof(fc.string({ maxLength: 5 }), fc.record({ en: fc.string(), it: fc.string() }), junk),
    required: fc.oneof(fc.boolean(), junk),
    endpoint: fc.oneof(fc.constantFrom('api/v1/zones?type=STOCK', ''), junk),
    options: fc.oneof(
      fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.record({ label: junk, value: junk })), { maxLength: 3 }),
      junk,
    ),
    validation: fc.oneof(fc.record({ regexp: fc.oneof(patterns, junk) }), junk),
    regExp: fc.oneof(patterns, junk),
    format: fc.oneof(
      fc.record({ character: fc.constantFrom('0', ''), minLength: junk, regex: patterns, dynamicField: names }),
      junk,
    ),
    dependencies: fc.oneof(fc.array(dependency, { maxLength: 2 }), junk),
    range: fc.boolean(),
    mindate: junk,
    min: junk,
    defaultValue: anyValue,
  },
  { requiredKeys: [] },
);
const schema = fc.oneof(fc.array(fc.oneof(field, junk), { maxLength: 8 }), junk);
const data = fc.dictionary(names, anyValue);

const fatalReason = (entry: unknown): boolean => {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return true;
  const record = entry as Record<string, unknown>;
  const name = record.name;
  if (!(typeof name === 'number' || (typeof name === 'string' && name.trim() !== ''))) return true;
  if (!(formFieldTypes as readonly unknown[]).includes(record.type)) return true;
  if (record.type === 'autocomplete' && !(typeof record.endpoint === 'string' || typeof record.endpoint === 'number'))
    return true;
  return false;
};

describe('form engine on random formSchemas (000 §3 Form field, §5)', () => {
  it('[000-5-schema-01] [000-5-schema-02] [000-5-schema-03] never crashes; each bad field yields a diagnostic naming it', () => {
    fc.assert(
      fc.property(schema, data, (raw, values) => {
        const { fields, diagnostics } = parseFormSchema(raw);
        for (const diagnostic of diagnostics) {
          expect(diagnostic.path.startsWith('$.formSchema')).toBe(true);
          expect(diagnostic.message.length).toBeGreaterThan(0);
        }
        if (Array.isArray(raw)) {
          raw.forEach((entry, index) => {
            if (!fatalReason(entry)) return;
            const path = `$.formSchema[${index}]`;
            const named = diagnostics.some(
              (diagnostic) => diagnostic.path.startsWith(path) && (diagnostic.field !== '' || diagnostic.fatal),
            );
            expect(named).toBe(true);
          });
        }
        const initial = initialFormData({ fields, placeholders: { placeId: 'P', place: undefined }, stored: values });
        const { states, data: current } = evaluateDependencies(fields, initial);
        validateForm({ fields, states, data: current, language: 'it' });
        displayedValues(fields, current, 'en', { yes: 'yes', no: 'no' });
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
