import type { OptionSpec } from '../option-spec.ts';
import { ok, refused } from '../option-spec.ts';

export interface NumberConstraints {
  /** Whole numbers only (counts). */
  readonly integer?: boolean;
  /** Greater than 0 instead of 0 or more. */
  readonly positive?: boolean;
  /** 0 stands for the default (timeoutValidateTags: "0 becomes 700", spec README decisions). */
  readonly zeroMeansDefault?: boolean;
}

/** The decimal notation accepted in strings: digits, an optional fraction, no sign or exponent. */
function numberPattern({ integer, positive }: NumberConstraints): string {
  const nonZero = positive ? '(?=[\\d.]*[1-9])' : '';
  return `^\\s*${nonZero}\\d+${integer ? '' : '(?:\\.\\d+)?'}\\s*$`;
}

function describe({ integer, positive }: NumberConstraints): string {
  return `${integer ? 'a whole number' : 'a number'} ${positive ? 'greater than 0' : 'of 0 or more'}`;
}

/** A duration in ms or a count, sent as a decimal string (000 §3 Operation, 002 §9 Timings). */
export function numberOption(fallback: number, doc: string, constraints: NumberConstraints = {}): OptionSpec<number> {
  const pattern = new RegExp(numberPattern(constraints));
  const fits = (value: number) =>
    Number.isFinite(value) &&
    (constraints.positive ? value > 0 : value >= 0) &&
    (!constraints.integer || Number.isInteger(value));
  return {
    form: 'single',
    default: fallback,
    expected: describe(constraints),
    doc,
    parse(raw) {
      let value: number;
      if (typeof raw === 'number') value = raw;
      else if (typeof raw === 'string' && pattern.test(raw)) value = Number(raw);
      else return refused;
      if (!fits(value)) return refused;
      return ok(constraints.zeroMeansDefault && value === 0 ? fallback : value);
    },
    accepts: (value): value is number =>
      typeof value === 'number' && fits(value) && !(constraints.zeroMeansDefault && value === 0),
    jsonSchema: {
      description: doc,
      default: String(fallback),
      anyOf: [
        { type: 'string', pattern: numberPattern(constraints) },
        {
          type: constraints.integer ? 'integer' : 'number',
          ...(constraints.positive ? { exclusiveMinimum: 0 } : { minimum: 0 }),
        },
      ],
    },
  };
}
