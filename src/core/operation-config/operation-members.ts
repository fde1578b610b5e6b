/**
 * Reading the members of a raw operation other than its options (000 §3 Operation). A present member of the wrong
 * JSON type is refused with a diagnostic and reads as absent, so the caller's default (or the option of the same
 * name) applies.
 */
import { operationTypes } from '../operation-types.ts';
import type { OperationType } from '../operation-types.ts';
import type { DiagnosticLog } from './diagnostics.ts';
import { appendPath } from './json-path.ts';
import type { OperationAction, RawFormField } from './operation-config-types.ts';
import { quotedList } from './options/word-pattern.ts';
import { copyRecord, describeValue, hasMember, isRecord, memberOf, presentElements } from './raw-values.ts';
import type { RawRecord } from './raw-values.ts';

const ROOT = '$';
const TYPES_EXPECTED = `one of ${quotedList(operationTypes)}`;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isId = (value: unknown): value is string | number => isText(value) || Number.isInteger(value);

export class MemberReader {
  constructor(
    private readonly raw: RawRecord,
    private readonly log: DiagnosticLog,
  ) {}

  private read<T>(key: string, accepts: (value: unknown) => value is T, expected: string): T | undefined {
    if (!hasMember(this.raw, key)) return undefined;
    const value = memberOf(this.raw, key);
    if (accepts(value)) return value;
    this.log.invalid({ parent: ROOT, member: key, value, expected });
    return undefined;
  }

  private required<T>(key: string, accepts: (value: unknown) => value is T, expected: string): T | undefined {
    if (!hasMember(this.raw, key)) this.log.missing(ROOT, key, expected);
    return this.read(key, accepts, expected);
  }

  /** id: a non-blank text or a whole number, as text. */
  id(): string {
    return String(this.required('id', isId, 'a non-blank text or a whole number') ?? '');
  }

  code(): string {
    return this.required('code', isText, 'a non-blank text') ?? '';
  }

  /** The operation type; null (unsupported, with a diagnostic) when missing or not one of 000 §1. */
  type(): OperationType | null {
    if (!hasMember(this.raw, 'type')) {
      this.log.missing(ROOT, 'type', TYPES_EXPECTED);
      return null;
    }
    const value = memberOf(this.raw, 'type');
    if ((operationTypes as readonly unknown[]).includes(value)) return value as OperationType;
    const path = appendPath(ROOT, 'type');
    const text = `${path} is ${describeValue(value)}, which is not an operation type of this station; the operation is unsupported`;
    this.log.add('unknownType', path, 'type', value, TYPES_EXPECTED, text);
    return null;
  }

  text(key: string): string | undefined {
    return this.read(key, isString, 'a text');
  }

  flag(key: string): boolean | undefined {
    return this.read(key, isBoolean, 'true or false');
  }

  number(key: string): number | undefined {
    return this.read(key, isFiniteNumber, 'a number');
  }

  record(key: string): RawRecord | undefined {
    return this.read(key, isRecord, 'an object');
  }

  /** A list of records (formSchema, asnFormSchema); other entries are dropped with a diagnostic. */
  records(key: string): RawFormField[] {
    const list = this.read(key, Array.isArray, 'a list of objects') ?? [];
    const path = appendPath(ROOT, key);
    return presentElements(list).flatMap(([index, entry]) => {
      if (isRecord(entry)) return [copyRecord(entry)];
      this.log.invalid({ parent: path, member: index, value: entry, expected: 'an object', option: key });
      return [];
    });
  }

  /** actions[]: entries with a non-blank actionCode; others are dropped with a diagnostic. */
  actions(): OperationAction[] {
    const list = this.read('actions', Array.isArray, 'a list of actions') ?? [];
    const path = appendPath(ROOT, 'actions');
    return presentElements(list).flatMap(([index, entry]) => {
      const entryPath = appendPath(path, index);
      if (!isRecord(entry)) {
        this.log.invalid({
          parent: path,
          member: index,
          value: entry,
          expected: 'an action object',
          option: 'actions',
        });
        return [];
      }
      const actionCode = memberOf(entry, 'actionCode');
      if (isText(actionCode)) return [{ ...copyRecord(entry), actionCode }];
      if (!hasMember(entry, 'actionCode')) this.log.missing(entryPath, 'actionCode', 'a non-blank text');
      else
        this.log.invalid({ parent: entryPath, member: 'actionCode', value: actionCode, expected: 'a non-blank text' });
      return [];
    });
  }
}
