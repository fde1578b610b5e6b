/**
 * What parsing an operation found wrong (design brief, Rules: a wrong configuration never crashes a screen; the error
 * names the operation, the JSON path and the expected value). Every diagnostic's path exists in the raw operation:
 * a wrong value is named by its own path, a missing member by the path of the object that lacks it.
 */
import { appendPath } from './json-path.ts';
import type { JsonPathSegment } from './json-path.ts';
import { describeValue } from './raw-values.ts';

export type DiagnosticProblem =
  /** A value of the wrong shape or outside its allowed set; the default is used. */
  | 'invalid'
  /** A required member is absent. */
  | 'missing'
  /** `type` is not an operation type of 000 §1; the operation is unsupported. */
  | 'unknownType'
  /** Parsing itself failed on an input it could not read (a defect, reported instead of thrown). */
  | 'unreadable';

export interface ConfigDiagnostic {
  readonly problem: DiagnosticProblem;
  /** The operation's code, or '' when it has none. */
  readonly operationCode: string;
  /** JSON path inside the raw operation, e.g. `$.options.removeMode`. */
  readonly path: string;
  /** The member concerned: an option name (`removeMode`) or an operation member (`type`, `formSchema`). */
  readonly option: string;
  /** The raw value refused; undefined for a missing member. */
  readonly value: unknown;
  /** What a valid value looks like, e.g. `one of 'none', 'sku', 'rfid'`. */
  readonly expected: string;
  /** One English sentence for logs and the configuration error panel. */
  readonly message: string;
}

/** A present value that was refused. */
export interface RefusedValue {
  /** Path of the object or array holding the value. */
  readonly parent: string;
  /** The value's member name or index in its parent. */
  readonly member: JsonPathSegment;
  readonly value: unknown;
  readonly expected: string;
  /** The member concerned when it is not `member` itself (an array element names its array). */
  readonly option?: string;
  /** What is used instead, when something is. */
  readonly fallback?: unknown;
  /** Replaces the generic "is X, expected Y". */
  readonly reason?: string | undefined;
}

/** Collects the diagnostics of one operation. */
export class DiagnosticLog {
  readonly entries: ConfigDiagnostic[] = [];
  operationCode = '';

  invalid({ parent, member, value, expected, option, fallback, reason }: RefusedValue) {
    const path = appendPath(parent, member);
    const using = fallback === undefined ? '' : `; using ${describeFallback(fallback)}`;
    const why = reason ?? `is ${describeValue(value)}, expected ${expected}`;
    this.add('invalid', path, option ?? String(member), value, expected, `${path} ${why}${using}`);
  }

  /** `option` is absent from the object at `parent`. */
  missing(parent: string, option: string, expected: string) {
    this.add('missing', parent, option, undefined, expected, `${parent} has no ${option}, expected ${expected}`);
  }

  add(problem: DiagnosticProblem, path: string, option: string, value: unknown, expected: string, text: string) {
    const subject = this.operationCode === '' ? 'Operation' : `Operation ${this.operationCode}`;
    this.entries.push({
      problem,
      operationCode: this.operationCode,
      path,
      option,
      value,
      expected,
      message: `${subject}: ${text}.`,
    });
  }
}

function describeFallback(fallback: unknown): string {
  if (Array.isArray(fallback)) return fallback.length === 0 ? 'an empty list' : JSON.stringify(fallback);
  return describeValue(fallback);
}
