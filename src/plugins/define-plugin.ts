import type { ApiClient } from '../api/http-client.ts';
import type { DeviceOperations } from '../device/device-operations.ts';
import type { OutcomeSource } from '../core/confirmation/confirm-machine.ts';
import type { ConfirmInFlight } from '../core/durable-session/durable-session.ts';
import type { DialogService } from '../core/dialogs.ts';
import type { FormScript } from '../core/forms/form-scripts.ts';
import type { KindOptionsOf } from '../core/operation-config/kind-option-specs.ts';
import type { OperationConfig } from '../core/operation-config/operation-config-types.ts';
import type { StartSearchResult } from '../core/forms/start-search.ts';
import type { OperationKind } from '../core/operation-types.ts';
import type { KindTranslationBundle } from '../core/translation-bundles.ts';
import type { ExpectedProduct } from '../core/readings/checklist-counts.ts';
import type { DecodedKindFields, DecodedRead } from '../core/readings/decoded-read.ts';
import type { KindFieldsPatch } from '../core/readings/kind-fields.ts';
import type { TagRead } from '../core/readings/reader-contract.ts';

/** The screen state a handler may read and change: the roots of the binding scope (see README, "Bindings"). */
export interface ScreenStatePort {
  get(root: string): unknown;
  set(root: string, value: unknown): void;
}

/** A read as the screen lists it, classified (000 §4.6): what a confirm needs to know of it. */
export interface ListedRead {
  readonly identifierCode: string;
  /** 'valid' (ok), 'warning', 'error', 'ignored' or 'ignoredWithReason'. */
  readonly status: string;
  /** The read's item (with its product's code when known); its id is '' for a stand-in without a stored item. */
  readonly item: { readonly id: string; readonly product?: { readonly code: string } } | null;
  /** The EPC the server decoded, when it says. */
  readonly epc?: string;
  /** What the kind's decode added (parcel, ASN, sorting group, label, QC status). */
  readonly kindFields?: DecodedKindFields;
  /** The decode's answer for it (000 §3): 'itemFound', 'productFound', 'unknownDecoded' or 'unknown'. */
  readonly decodeResult?: string;
  /** 1 when the decode said the identifier is not expected here (000 §3 decoded read). */
  readonly unexpected?: number;
}

/**
 * The reading screen's readings (over the tag pipeline), for handlers that confirm, clear, export or follow reads.
 * What a handler changes here is its own doing: `clear` and `remove` never call the plugin's `onClear`/`onRemove`.
 */
export interface ReadingsPort {
  /** The listed reads, in arrival order. */
  reads(): Iterable<ListedRead>;
  /** Forgets every read, in the reader and in the list (after a confirm with keepInput, 001 §4.5). */
  clear(): void | Promise<void>;
  /** Forgets one listed read and its item's other codes, keeping the rest (reads listed while a send was going). */
  remove(target: { identifierCode: string }): boolean;
  /** The tag as it was read (EPC, TID) behind a listed identifier code. */
  tag(identifierCode: string): { read: TagRead } | undefined;
  /**
   * Changes what is known of a listed read (found by any code of its item): each field of the patch replaces the
   * read's kind field, null clears it (002 §5: qcStatus LOADING, then the fetched value, or none on failure). The row
   * shows it at the next frame. False when the read is not listed or nothing changed.
   */
  update(identifierCode: string, patch: KindFieldsPatch): boolean;
  /** The products the screen expects (a checklist): grouped lists show them read or not, counters count against them. */
  setExpected(rows: readonly ExpectedProduct[]): void;
}

/** How a handler navigates: the state the next screen reads (001 §2.2) and whether the entry is replaced. */
export interface NavigateOptions {
  state?: Readonly<Record<string, unknown>>;
  replace?: boolean;
}

/**
 * Timers owned by the screen and stopped with it (refreshCounterTimeout, polls, 002 §4 waits); a handler never
 * leaves one running after its screen is gone.
 */
export interface TimersPort {
  after(ms: number, task: () => void | Promise<void>): () => void;
  every(ms: number, task: () => void | Promise<void>): () => void;
  /** Resolves after `ms`; never once the screen is gone. */
  delay(ms: number): Promise<void>;
  /** Runs `task` at the next animation frame (what changes many times a second is shown once a frame). */
  frame(task: () => void): () => void;
}

/** Per-screen state kept by the runtime for the screen's whole life (a confirm machine, the reads handled). */
export interface SessionPort {
  get<T>(key: string, create: () => T): T;
}

/** A server-sent event stream the screen holds open while it is shown (001 §4.10 conveyor events). */
export interface StreamSpec<T> {
  /** Under the API endpoint, e.g. `api/v1/sse/getData/conveyor/{id}`; the runtime adds the token (000 §7.6). */
  path: string;
  /** The message's data to a value; undefined drops it (parse, never trust). */
  parse(data: unknown): T | undefined;
  onMessage(message: T): void;
}

export interface StreamsPort {
  /** Opens a stream named `name`; its connection shows in the scope as `streams.{name}`. Closed with the screen. */
  open<T>(name: string, spec: StreamSpec<T>): () => void;
}

/** The screen's reader, for kinds that work tag by tag (encoding, sorting, session lists). */
export interface ReaderHandlerPort {
  start(): Promise<void>;
  stop(): Promise<void>;
  clear(): Promise<void>;
  /**
   * Every chunk of raw reads, as the reader delivers them; the returned function stops listening. With
   * `randomDelayMs`, each read comes alone after a random wait of 0 to that many ms (002 §4: encoding handles each
   * read after 0–500 ms, `perReadRandomDelayMs`).
   */
  onRead(listener: (reads: readonly TagRead[]) => void, options?: { randomDelayMs?: number }): () => void;
}

/**
 * The durable reading session as a plugin sees it (issue 17): a confirm's key is stored before the confirm is sent, so
 * a confirm whose answer is lost with the page is resumed with it; a success ends the session. What the screen learnt
 * while open (a parcel started here) is kept as navigation state, so a restored screen opens on it again.
 */
export interface DurableSessionPort {
  /**
   * Resolves once the confirm and its key are stored. Called again with the same key, it replaces the stored payload
   * (a confirm of several calls saying which are done).
   */
  sending(confirm: ConfirmInFlight): Promise<void>;
  /** A definitive answer that was not a success: the reads stay, the key goes. */
  settled(): void;
  /** The confirm succeeded: nothing of it is restored, and the navigation state is the screen's own again. */
  succeeded(): Promise<void>;
  /** Merges into the navigation state a restore opens the screen with (001 §2.2 names: parcel, asn, ...). */
  keepNavigation(state: Readonly<Record<string, unknown>>): void;
  /**
   * Keeps a piece of the plugin's screen session (JSON) that its reads do not tell (parcels forced, tallies); the
   * latest value under each name is stored with the reads, and a success's end of the session drops it.
   */
  keep(name: string, value: unknown): void;
  /** What the restored session kept under this name, as stored (parse it); undefined on a screen not restored. */
  kept(name: string): unknown;
}

/** What every handler of a plugin works with: no React, no JSX, only the layers below the UI. */
export interface PluginContext<K extends OperationKind> {
  api: ApiClient;
  dialogs: DialogService;
  operation: OperationConfig;
  /** The operation's options of this kind, typed. */
  kindOptions: KindOptionsOf<K>;
  state: ScreenStatePort;
  /** The matched route's parameters (`:id`, `:asnId`, ...), as text. */
  params: Readonly<Record<string, string>>;
  /** What the previous screen handed over (001 §2.2), as it came: read it with a parser. */
  navigation: Readonly<Record<string, unknown>>;
  navigate(to: string, options?: NavigateOptions): void;
  /** The screen's back: navigation.backRoute when given (with backRouteParams), else the descriptor's back. */
  back(): void;
  translate(key: string, params?: Record<string, string>): string;
  session: SessionPort;
  timers: TimersPort;
  streams: StreamsPort;
  /** The screen's reader, on screens that read tags. */
  reader?: ReaderHandlerPort;
  /** The signed-in user's async outcome stream, when the operation confirms asynchronously (000 §4.10, 001 §6). */
  outcomes?: OutcomeSource;
  /** Registers a cleanup to run when the screen goes away (e.g. a confirm still waiting stops). */
  onDispose?(cleanup: () => void): void;
  /** The screen's tag pipeline, on screens of a plugin that reads tags (see `OperationPlugin.readings`). */
  readings?: ReadingsPort;
  /** Saves generated text as a file (000 §7.7; default type text/plain). */
  download?(fileName: string, content: string | Blob, type?: string): void;
  /** Write, kill, the scale and custom operations of the workstation's device manager (000 §7.5), when it has one. */
  device?: DeviceOperations;
  /** On a reading screen whose session is kept in the browser's database. */
  durable?: DurableSessionPort;
}

/**
 * How a plugin's screens read tags: the server decode of new codes (000 §4.5, §7.3), and what the plugin does when the
 * operator takes reads away (001 §4.4 batch reading mode: removing sends REMOVE, clear sends CLEAR).
 */
export interface PluginReadings<K extends OperationKind> {
  /** The screens that read tags: only they own a reader and a tag pipeline (a list or a start form reads nothing). */
  screens: readonly `${K}/${string}`[];
  decode(context: PluginContext<K>, codes: string[]): Promise<DecodedRead[]>;
  /**
   * The operator removed listed reads: a row's or a product items modal's remove, a product's (remove mode 'sku'), a
   * tag read in remove mode 'rfid'. Called after the list changed, in the order the operator acted, one hook at a
   * time. A failure is shown by errorMessageView; the reads stay removed (the operator asked) and later hooks still run.
   */
  onRemove?(context: PluginContext<K>, reads: readonly ListedRead[]): Promise<void> | void;
  /**
   * The operator cleared the readings (the reader control's Clear), after the reader and the list forgot them; the
   * control's loader shows until it settles. Not called for a handler's `readings.clear()` or `reader.clear()` (e.g.
   * after a confirm with keepInput): a handler knows what it cleared. Failures as for onRemove.
   */
  onClear?(context: PluginContext<K>): Promise<void> | void;
}

export type { StartSearchResult };

/**
 * The start form's RFID search (000 §2.13, 001 §4.3): the reads of the start form's reader, one search at a time. It
 * answers where to go (the submit path, with navigation state) or the error to show, after which the reads are cleared.
 */
export interface PluginStartForm<K extends OperationKind> {
  onReads(context: PluginContext<K>, reads: readonly TagRead[]): Promise<StartSearchResult>;
}

/**
 * One server step of an operation's flow; arguments come from the descriptor's action, evaluated on the scope. What it
 * answers is kept in the screen state when the action says where (`into`).
 */
export type PluginHandler<K extends OperationKind> = (
  context: PluginContext<K>,
  args: Record<string, unknown>,
) => Promise<unknown>;

/** What a plugin does as one of its screens opens and leaves (list and detail screens load their data). */
export interface ScreenLifecycle<K extends OperationKind> {
  open?(context: PluginContext<K>): Promise<void> | void;
  leave?(context: PluginContext<K>): void;
}

export interface OperationPlugin<K extends OperationKind = OperationKind> {
  kind: K;
  /** The screens of this kind, as named by descriptors (`{kind}/{screen}`). */
  screens: readonly `${K}/${string}`[];
  /** The kind's texts (`sorting.…`), fetched with the plugin in the active language; the screens' own are always. */
  translations?: readonly KindTranslationBundle[];
  /** The operation's confirm (a descriptor's `{ "type": "confirm" }`). */
  confirm?: PluginHandler<K>;
  /** Named handlers (a descriptor's `{ "type": "handler", "name": ... }`). */
  handlers: Readonly<Record<string, PluginHandler<K>>>;
  /** Present when the kind's screens read tags: the host then gives them a tag pipeline fed by the reader. */
  readings?: PluginReadings<K>;
  /**
   * Screens that own a reader but no tag pipeline: their handlers follow the reads one by one through
   * `context.reader.onRead` (encoding works a tag at a time, 002 §4).
   */
  tagByTag?: readonly `${K}/${string}`[];
  /** Present when the kind's start form can start by reading a tag (the operation's startWithRfidSearch). */
  startForm?: PluginStartForm<K>;
  /** The scripts a form field's onChange may name (000 §3 Form field), for this kind's forms. */
  formScripts?: Readonly<Record<string, FormScript>>;
  /** Per screen (`{kind}/{screen}`), what runs as it opens and leaves. */
  lifecycle?: Readonly<Partial<Record<string, ScreenLifecycle<K>>>>;
  /**
   * The screen that serves a route's screen for this operation, when it depends on the operation's options and the
   * URL's query (001 §2.4: the shipping start is the ASN selection or the start form); undefined keeps the route's.
   */
  screenFor?(screen: string, operation: OperationConfig, query: URLSearchParams): string | undefined;
  /**
   * A restored session had a confirm whose answer was lost: send it again with its key (the server answers the first
   * outcome rather than applying it twice), and go on as after any confirm.
   */
  resumeConfirm?(context: PluginContext<K>, confirm: ConfirmInFlight): Promise<void>;
  /** A restored screen is open (its confirm in flight resumed): what the plugin does with the reads it came back with. */
  restored?(context: PluginContext<K>): Promise<void>;
  /** Where the start form's back goes for this operation, instead of the configured back path or / (001 §2.4). */
  startFormBack?(operation: OperationConfig): string | undefined;
}

/** A plugin of any kind (a union, so each keeps its own context type). */
export type AnyOperationPlugin = { [K in OperationKind]: OperationPlugin<K> }[OperationKind];

/** Identity helper: keeps the kind literal so handlers see that kind's typed options. */
export function definePlugin<const K extends OperationKind>(plugin: OperationPlugin<K>): OperationPlugin<K> {
  return plugin;
}

/** A plugin's handlers bound to one screen's context, as the action dispatcher calls them. */
export function bindHandlers(plugin: AnyOperationPlugin, context: PluginContext<OperationKind>) {
  // Handlers are typed for their own kind; the host builds the context from an operation of that same kind.
  const own = plugin as unknown as OperationPlugin<OperationKind>;
  const handlers = Object.fromEntries(
    Object.entries(own.handlers).map(([name, handler]) => [
      name,
      (args: Record<string, unknown>) => handler(context, args),
    ]),
  );
  const { confirm, readings, startForm, lifecycle, resumeConfirm, restored } = own;
  return {
    handlers,
    open: (screen: string) => lifecycle?.[screen]?.open?.(context),
    leave: (screen: string) => lifecycle?.[screen]?.leave?.(context),
    confirm: confirm ? async () => void (await confirm(context, {})) : undefined,
    decode: readings ? (codes: readonly string[]) => readings.decode(context, [...codes]) : undefined,
    onRemove: readings?.onRemove && ((reads: readonly ListedRead[]) => readings.onRemove?.(context, reads)),
    onClear: readings?.onClear && (() => readings.onClear?.(context)),
    startSearch: startForm ? (reads: readonly TagRead[]) => startForm.onReads(context, reads) : undefined,
    resumeConfirm: resumeConfirm && ((inFlight: ConfirmInFlight) => resumeConfirm(context, inFlight)),
    restored: restored && (() => restored(context)),
  };
}
