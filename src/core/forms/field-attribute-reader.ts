/** The attributes of one formSchema entry, read with their 000 §3 defaults; a wrong one is a diagnostic. */
import { appendPath, type JsonPathSegment } from '../operation-config/json-path.ts';
import { describeValue, isRecord, memberOf, presentElements, type RawRecord } from '../operation-config/raw-values.ts';
import { formDiagnostic } from './form-diagnostic.ts';
import type {
  AutocompleteAction,
  DependencyCondition,
  DependencyEffect,
  FieldDependency,
  FieldFormat,
  FormDiagnostic,
  LocalizedText,
  SelectOption,
} from './form-field.ts';
import { compilePattern } from './safe-pattern.ts';
import { dependencyConditions as conditions, dependencyEffects as effects } from './dependency-kinds.ts';

export const defaultFormatMinLength = 10;
/** A longer pad is a configuration mistake, not a code. */
export const maxFormatLength = 1000;

/** Reads one entry's attributes; a wrong one is reported (naming field and path) and its default used. */
export class AttributeReader {
  constructor(
    private readonly entry: RawRecord,
    private readonly name: string,
    private readonly path: string,
    private readonly out: FormDiagnostic[],
  ) {}

  has(attribute: string): boolean {
    return memberOf(this.entry, attribute) !== undefined;
  }

  /** `attribute` is a list index when the wrong value is one element of a list attribute. */
  private refuse(attribute: JsonPathSegment, value: unknown, expected: string, parent = this.path) {
    this.out.push(
      formDiagnostic('invalidAttribute', this.name, appendPath(parent, attribute), {
        attribute: String(attribute),
        value: describeValue(value),
        expected,
      }),
    );
  }

  flag(attribute: string, fallback: boolean): boolean {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'boolean') return value;
    if (value === 'true') return true;
    if (value === 'false') return false;
    this.refuse(attribute, value, 'true or false');
    return fallback;
  }

  flagOrText(attribute: string): boolean | string {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null) return false;
    if (typeof value === 'boolean') return value;
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (typeof value === 'string') return value;
    this.refuse(attribute, value, 'true, false or a name');
    return false;
  }

  text(attribute: string): string | undefined {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    this.refuse(attribute, value, 'a text');
    return undefined;
  }

  number(attribute: string): number | undefined {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null || value === '') return undefined;
    const number = typeof value === 'string' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
    this.refuse(attribute, value, 'a number');
    return undefined;
  }

  /** A whole number from 0 to `max`. */
  count(attribute: string, max: number): number | undefined {
    const value = this.number(attribute);
    if (value === undefined) return undefined;
    if (Number.isInteger(value) && value >= 0 && value <= max) return value;
    this.refuse(attribute, value, `a whole number from 0 to ${max}`);
    return undefined;
  }

  /** Epoch milliseconds from a number or an ISO date text. */
  date(attribute: string): number | undefined {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null || value === '') return undefined;
    const time = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isFinite(time)) return time;
    this.refuse(attribute, value, 'a date (epoch milliseconds or ISO text)');
    return undefined;
  }

  localized(attribute: string): LocalizedText | undefined {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if (isRecord(value)) {
      const texts = Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string');
      if (texts.length > 0) return Object.fromEntries(texts);
    }
    this.refuse(attribute, value, 'a text or {en, it}');
    return undefined;
  }

  textMap(record: RawRecord, attribute: string): Readonly<Record<string, string>> {
    const value = memberOf(record, attribute);
    if (!isRecord(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    );
  }

  pattern(validation: RawRecord): string | undefined {
    const value = memberOf(validation, 'regexp');
    if (value === undefined || value === null || value === '') return undefined;
    return this.checkPattern(value, appendPath(appendPath(this.path, 'validation'), 'regexp'));
  }

  patternAttribute(attribute: string): string | undefined {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null || value === '') return undefined;
    return this.checkPattern(value, appendPath(this.path, attribute));
  }

  private checkPattern(value: unknown, path: string): string | undefined {
    if (typeof value !== 'string') {
      this.out.push(
        formDiagnostic('invalidAttribute', this.name, path, {
          attribute: 'regexp',
          value: describeValue(value),
          expected: 'a regular expression',
        }),
      );
      return undefined;
    }
    const compiled = compilePattern(value);
    if (!compiled.ok) {
      this.out.push(formDiagnostic('invalidPattern', this.name, path, { pattern: value, error: compiled.error }));
      return undefined;
    }
    return value;
  }

  /** Select options: texts or {label, value}; undefined when absent or empty (a schema error for select). */
  selectOptions(): SelectOption[] | undefined {
    const value = memberOf(this.entry, 'options');
    if (!Array.isArray(value) || value.length === 0) return undefined;
    const options: SelectOption[] = [];
    for (const [index, option] of presentElements(value)) {
      if (typeof option === 'string' || typeof option === 'number') {
        options.push({ label: String(option), value: String(option) });
        continue;
      }
      if (isRecord(option)) {
        const optionValue = memberOf(option, 'value');
        const label = memberOf(option, 'label');
        if (typeof optionValue === 'string' || typeof optionValue === 'number' || typeof optionValue === 'boolean') {
          const text = String(optionValue);
          options.push({
            label:
              typeof label === 'string'
                ? label
                : isRecord(label)
                  ? (this.textMap({ label }, 'label') as Record<string, string>)
                  : text,
            value: text,
          });
          continue;
        }
      }
      this.refuse(index, option, 'a text or {label, value}', appendPath(this.path, 'options'));
    }
    return options.length > 0 ? options : undefined;
  }

  pairs(attribute: string, key: string, valueKey: string): [string, unknown][] {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.refuse(attribute, value, `a list of {${key}, ${valueKey}}`);
      return [];
    }
    const pairs: [string, unknown][] = [];
    for (const [index, item] of presentElements(value)) {
      const first = isRecord(item) ? memberOf(item, key) : undefined;
      if (typeof first === 'string' && first !== '') pairs.push([first, memberOf(item as RawRecord, valueKey)]);
      else this.refuse(index, item, `{${key}, ${valueKey}}`, appendPath(this.path, attribute));
    }
    return pairs;
  }

  format(): FieldFormat | undefined {
    const value = memberOf(this.entry, 'format');
    if (value === undefined || value === null) return undefined;
    if (!isRecord(value)) {
      this.refuse('format', value, '{prefix, separator, dynamicField, character, minLength, regex}');
      return undefined;
    }
    const inner = new AttributeReader(value, this.name, appendPath(this.path, 'format'), this.out);
    const regex = inner.patternAttribute('regex');
    return {
      prefix: inner.flag('prefix', true),
      separator: inner.text('separator') ?? '',
      dynamicField: inner.text('dynamicField'),
      character: inner.text('character'),
      minLength: inner.count('minLength', maxFormatLength) ?? defaultFormatMinLength,
      regex,
    };
  }

  action(): AutocompleteAction | undefined {
    const value = memberOf(this.entry, 'action');
    if (value === undefined || value === null) return undefined;
    const code = isRecord(value) ? memberOf(value, 'code') : undefined;
    if (!isRecord(value) || typeof code !== 'string' || code === '') {
      this.refuse('action', value, '{code, payload}');
      return undefined;
    }
    const payload = memberOf(value, 'payload');
    const payloadRecord = isRecord(payload) ? payload : {};
    const operationId = memberOf(payloadRecord, 'operationId');
    const attributes = memberOf(payloadRecord, 'attributes');
    return {
      code,
      operationId: typeof operationId === 'string' || typeof operationId === 'number' ? String(operationId) : undefined,
      attributes: (Array.isArray(attributes) ? attributes : []).filter(isRecord).flatMap((attribute) => {
        const field = memberOf(attribute, 'field');
        const dynamicValue = memberOf(attribute, 'dynamicValue');
        if (typeof field !== 'string' || field === '') return [];
        return [
          {
            field,
            value: memberOf(attribute, 'value'),
            dynamicValue: typeof dynamicValue === 'string' && dynamicValue !== '' ? dynamicValue : undefined,
          },
        ];
      }),
    };
  }

  dependencies(): FieldDependency[] {
    const value = memberOf(this.entry, 'dependencies');
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.refuse('dependencies', value, 'a list of {whenField, is, condition, conditionValue}');
      return [];
    }
    const list: FieldDependency[] = [];
    const parent = appendPath(this.path, 'dependencies');
    for (const [index, item] of presentElements(value)) {
      const record = isRecord(item) ? item : undefined;
      const whenField = record ? memberOf(record, 'whenField') : undefined;
      const is = record ? memberOf(record, 'is') : undefined;
      const condition = record ? (memberOf(record, 'condition') ?? 'hasValue') : undefined;
      const endpointReplaced = record ? memberOf(record, 'endpointReplaced') : undefined;
      const effect =
        is === undefined && typeof endpointReplaced === 'string' ? 'endpointReplaced' : (is as DependencyEffect);
      if (
        !record ||
        typeof whenField !== 'string' ||
        whenField === '' ||
        !effects.includes(effect) ||
        !conditions.includes(condition as DependencyCondition)
      ) {
        this.refuse(
          index,
          item,
          `{whenField, is (${effects.join(', ')}), condition (${conditions.join(', ')})}`,
          parent,
        );
        continue;
      }
      list.push({
        whenField,
        is: effect,
        condition: condition as DependencyCondition,
        conditionValue: memberOf(record, 'conditionValue'),
        filledWithValue: memberOf(record, 'filledWithValue'),
        endpointReplaced: typeof endpointReplaced === 'string' ? endpointReplaced : undefined,
      });
    }
    return list;
  }
}
