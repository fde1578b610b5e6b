/**
 * Reads the options of one table from an operation's raw `options` (000 §3 Operation): a present value the spec
 * accepts becomes the typed value; anything else gives the default and a diagnostic naming the option's path.
 */
import type { DiagnosticLog } from './diagnostics.ts';
import type { AnyOptionSpec, InferOptions, OptionContext, OptionSpecTable, PrefixedOptionSpec } from './option-spec.ts';
import { hasMember, memberOf } from './raw-values.ts';
import type { RawRecord } from './raw-values.ts';

export interface OptionScope {
  /** The raw options object. */
  readonly raw: RawRecord;
  /** JSON path of the raw options object. */
  readonly path: string;
  readonly log: DiagnosticLog;
  readonly context: OptionContext;
  /** Names of the raw options read so far; the rest are kept as extra options. */
  readonly consumed: Set<string>;
}

function readPrefixed(spec: PrefixedOptionSpec<unknown>, scope: OptionScope): Record<string, unknown> {
  const entries: [string, unknown][] = [];
  for (const key of Object.keys(scope.raw)) {
    if (!key.startsWith(spec.prefix) || scope.consumed.has(key)) continue;
    scope.consumed.add(key);
    const raw = memberOf(scope.raw, key);
    const outcome = spec.parse(raw);
    if (outcome.ok) {
      entries.push([key.slice(spec.prefix.length), outcome.value]);
    } else {
      scope.log.invalid({
        parent: scope.path,
        member: key,
        value: raw,
        expected: spec.expected,
        reason: outcome.reason,
      });
    }
  }
  return Object.fromEntries(entries);
}

const entriesOf = new WeakMap<OptionSpecTable, [string, AnyOptionSpec][]>();

/** A table's entries, computed once per table (parsing runs for every operation of every load). */
function tableEntries(table: OptionSpecTable): [string, AnyOptionSpec][] {
  let entries = entriesOf.get(table);
  if (!entries) entriesOf.set(table, (entries = Object.entries(table)));
  return entries;
}

export function parseOptionTable<S extends OptionSpecTable>(table: S, scope: OptionScope): InferOptions<S> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of tableEntries(table)) {
    if (spec.form === 'prefixed') {
      values[name] = readPrefixed(spec, scope);
      continue;
    }
    if (!hasMember(scope.raw, name)) {
      values[name] = spec.default;
      continue;
    }
    scope.consumed.add(name);
    const raw = memberOf(scope.raw, name);
    const outcome = spec.parse(raw, scope.context);
    if (outcome.ok) {
      values[name] = outcome.value;
    } else {
      values[name] = spec.default;
      const { expected, default: fallback } = spec;
      scope.log.invalid({ parent: scope.path, member: name, value: raw, expected, fallback, reason: outcome.reason });
    }
  }
  return values as InferOptions<S>;
}

/** Every value a table gives when no option is set. */
export function tableDefaults<S extends OptionSpecTable>(table: S): InferOptions<S> {
  return Object.fromEntries(
    Object.entries(table).map(([name, spec]) => [name, spec.form === 'prefixed' ? {} : spec.default]),
  ) as InferOptions<S>;
}

/** Whether every value of `options` is one its spec can produce (the configuration invariant). */
export function tableAccepts(table: OptionSpecTable, options: object): boolean {
  return tableEntries(table).every(([name, spec]) => {
    const value = memberOf(options as RawRecord, name);
    if (spec.form === 'single') return spec.accepts(value);
    return value !== null && typeof value === 'object' && Object.values(value).every((entry) => spec.accepts(entry));
  });
}
