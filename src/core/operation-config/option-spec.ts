/**
 * The option-spec model (000 §3 Operation: "options: strings converted by the client"). An option spec says how one
 * raw option becomes a typed value; a table maps option names to specs. Tables are built from the combinators in
 * ./options/ and the typed options are inferred from them, so names, types and defaults cannot drift apart.
 */
import type { FeatureFlags } from './feature-flags.ts';
import type { JsonSchema } from './json-schema-types.ts';

export type OptionOutcome<T> =
  | { readonly ok: true; readonly value: T }
  /** Refused; `reason` replaces the generic "is X, expected Y" text of the diagnostic. */
  | { readonly ok: false; readonly reason?: string };

export interface OptionContext {
  readonly features: FeatureFlags;
}

/** One option read from the member of the same name. */
export interface OptionSpec<T> {
  readonly form: 'single';
  /** The value when the option is absent or refused. */
  readonly default: T;
  /** What a valid raw value looks like, for diagnostics. */
  readonly expected: string;
  /** One line on what the option does, with its spec section; becomes the JSON Schema description. */
  readonly doc: string;
  /** Converts a present raw value. */
  parse(raw: unknown, context: OptionContext): OptionOutcome<T>;
  /** Whether a typed value is one this option can produce. */
  accepts(value: unknown): value is T;
  /** The JSON Schema of the raw value as the server sends it. */
  readonly jsonSchema: JsonSchema;
}

/** Options read from every member whose name starts with `prefix`, keyed by the rest of the name. */
export interface PrefixedOptionSpec<T> {
  readonly form: 'prefixed';
  readonly prefix: string;
  readonly expected: string;
  readonly doc: string;
  parse(raw: unknown): OptionOutcome<T>;
  accepts(value: unknown): value is T;
  readonly jsonSchema: JsonSchema;
}

export type AnyOptionSpec = OptionSpec<unknown> | PrefixedOptionSpec<unknown>;

export type OptionSpecTable = Readonly<Record<string, AnyOptionSpec>>;

/** The typed options a table produces. */
export type InferOptions<S extends OptionSpecTable> = {
  readonly [K in keyof S]: S[K] extends OptionSpec<infer T>
    ? T
    : S[K] extends PrefixedOptionSpec<infer T>
      ? Readonly<Record<string, T>>
      : never;
};

/** Identity helper that keeps a table's literal types (for plugins exporting their kind's table). */
export function defineOptionSpec<const S extends OptionSpecTable>(table: S): S {
  return table;
}

export const ok = <T>(value: T): OptionOutcome<T> => ({ ok: true, value });
export const refused: OptionOutcome<never> = { ok: false };
