/**
 * One operation screen's runtime, without React: its scope, its plugin's context and bound handlers, the tag
 * pipeline fed by whatever reader is attached, the per-screen session, timers and event streams, the lifecycle
 * (a plugin's open and leave) and the back rule. Made once when the screen opens; a re-render (a language change, a
 * new workstation object) never rebuilds it. `dispose` stops everything it started.
 */
import type { ApiClient } from '../../api/http-client.ts';
import type { OutcomeSource } from '../../core/confirmation/confirm-machine.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { OperationKind } from '../../core/operation-types.ts';
import type { ReaderPort, TagRead } from '../../core/readings/reader-contract.ts';
import type { ReadingsPipeline } from '../../core/readings/readings-pipeline.ts';
import { backRouteOf, parseNavigationState } from '../../core/routes/navigation-state.ts';
import type { Workstation } from '../../core/workstation.ts';
import type { DeviceOperations } from '../../device/device-operations.ts';
import {
  bindHandlers,
  type AnyOperationPlugin,
  type NavigateOptions,
  type OperationPlugin,
  type PluginContext,
  type ReaderHandlerPort,
} from '../../plugins/define-plugin.ts';
import { createScreenScope, isScopeRoot, type ScopeValues, type ScreenScope } from '../state/screen-scope.ts';
import { openScreenDurableSession, type ScreenDurableInput } from '../durable/screen-durable-session.ts';
import { mirrorIntoScope } from './mirror-readings.ts';
import { operationScope } from './operation-scope.ts';
import { createScreenReadings } from './screen-readings.ts';
import { createScreenSession } from './screen-session.ts';
import { createScreenStreams } from './screen-streams.ts';
import { createDelayedReads } from './delayed-reads.ts';
import { createScreenTimers } from './screen-timers.ts';

export type BoundHandlers = Readonly<Record<string, (args: Record<string, unknown>) => Promise<unknown>>>;
export type BoundPlugin = ReturnType<typeof bindHandlers>;

/** A reader the screen can drive: the device's controller, or one given by a story or test. */
export interface AttachedReader extends ReaderPort {
  clear?(): Promise<void>;
  onClear?(listener: () => void | Promise<void>): () => void;
}

export interface ScreenControllerInput {
  screen: string;
  operation: OperationConfig;
  plugin?: AnyOperationPlugin;
  user: LoggedUser;
  workstation?: Workstation;
  /** The matched route's parameters. */
  params?: Readonly<Record<string, string>>;
  /** The navigation state the screen was opened with (history.state), parsed here. */
  navigation?: unknown;
  /** What the scope root `screen` starts with (e.g. what the host can do). */
  screenState?: Readonly<Record<string, unknown>>;
  api: ApiClient;
  dialogs: DialogService;
  navigate(to: string, options?: NavigateOptions): void;
  /** The descriptor's back, for a screen opened without navigation.backRoute. */
  descriptorBack(): void;
  /** Read at each call, so a language change needs no new controller. */
  translate(key: string, params?: Record<string, string>): string;
  /** The user's outcome stream, while the operation confirms asynchronously. */
  outcomes(): OutcomeSource | undefined;
  download?(fileName: string, content: string | Blob, type?: string): void;
  /** Write, kill, the scale and custom operations of the workstation's device manager (000 §7.5). */
  device?: DeviceOperations;
  onError(error: unknown): void;
  /** The random source of per-read delays (Math.random; a test gives its own). */
  random?: () => number;
  /**
   * Keeps a reading screen's session in the browser's database (issue 17): who, where and which screen; a navigation
   * state naming the session (`restoreSession`) restores it as the screen opens.
   */
  durable?: ScreenDurableInput;
}

export interface ScreenController {
  scope: ScreenScope;
  context: PluginContext<OperationKind>;
  bound: BoundPlugin | undefined;
  /** The plugin's handlers bound to this screen, for the action dispatcher. */
  handlers: BoundHandlers;
  /** Present when the plugin reads tags: the tag pipeline of 000 §4.5. */
  pipeline: ReadingsPipeline | undefined;
  /** The screen owns a reader: it has a tag pipeline, or its plugin follows reads tag by tag. */
  readsTags: boolean;
  /** Feeds the pipeline (and handlers' onRead) from a reader; autostarts it when the operation says so. */
  attachReader(reader: AttachedReader): () => void;
  /** The dispatcher's reader port over the attached reader, when there is one. */
  readerPort(): { start(): Promise<void>; stop(): Promise<void>; clear(): Promise<void> } | undefined;
  /**
   * The operator's Clear (the reader control): the reader and the list forget every read, then the plugin's onClear
   * runs; resolves once it settled. A handler's clear (`context.reader.clear`, `context.readings.clear`) calls no hook.
   */
  clearReadings(): Promise<void>;
  /** Runs the plugin's open for this screen, once: a second call answers the first one's promise. */
  open(): Promise<void>;
  /** The screen's back: navigation.backRoute (with backRouteParams) when given, else the descriptor's. */
  back(): void;
  /** The previous screen said where back goes (001 §2.2 backRoute). */
  hasBackRoute: boolean;
  dispose(): void;
}

export function createScreenController(input: ScreenControllerInput): ScreenController {
  const { operation, plugin, api, dialogs } = input;
  const navigation = parseNavigationState(input.navigation);
  const base = operationScope(operation, input.user, navigation.formData, input.workstation);
  const initial: ScopeValues = {
    ...base,
    screen: { ...(base.screen as object), ...input.screenState },
    params: { ...input.params },
    navigation,
    streams: {},
  };
  const scope = createScreenScope(initial);
  const session = createScreenSession();
  const timers = createScreenTimers(input.onError);
  const random = input.random ?? Math.random;
  const streams = createScreenStreams(api, scope, { onWarning: (message) => console.warn(message) });
  const cleanups: (() => void)[] = [];
  const readListeners = new Set<(reads: readonly TagRead[]) => void>();
  let reader: AttachedReader | undefined;
  let disposed = false;
  let opening: Promise<void> | undefined;

  const back = () => {
    const target = backRouteOf(navigation);
    if (target) input.navigate(target);
    else input.descriptorBack();
  };

  const attached = () => {
    if (!reader) throw new Error('The reader is not ready yet');
    return reader;
  };
  const delayedReads = createDelayedReads((ms, run) => timers.after(ms, run), random);
  /** The reader and the list forget every read (the reader's clear listeners empty the list), delayed ones too. */
  const forgetReadings = async () => {
    delayedReads.dropAll();
    const current = reader;
    if (current?.clear) await current.clear();
    else pipeline?.clear();
  };
  const handlerReader: ReaderHandlerPort = {
    start: async () => void (await attached().start()),
    stop: async () => void (await attached().stop()),
    clear: forgetReadings,
    onRead(listener, options) {
      const maxDelay = options?.randomDelayMs ?? 0;
      if (maxDelay <= 0) {
        readListeners.add(listener);
        return () => readListeners.delete(listener);
      }
      const delayed = delayedReads.delay(listener, maxDelay);
      readListeners.add(delayed.heard);
      return () => {
        readListeners.delete(delayed.heard);
        delayed.stop();
      };
    },
  };

  const pluginReadings = (plugin as OperationPlugin<OperationKind> | undefined)?.readings;
  const readingsPlugin = pluginReadings?.screens.includes(input.screen as never) ? pluginReadings : undefined;
  const context: PluginContext<OperationKind> = {
    api,
    dialogs,
    operation,
    kindOptions: operation.kindOptions as PluginContext<OperationKind>['kindOptions'],
    state: {
      get: (root) => (isScopeRoot(root) ? scope.snapshot()[root] : undefined),
      set: (root, value) => {
        if (isScopeRoot(root)) scope.set(root, value);
      },
    },
    params: { ...input.params },
    navigation,
    navigate: (to, options) => input.navigate(to, options),
    back,
    translate: (key, params) => input.translate(key, params),
    session,
    timers,
    streams,
    get outcomes() {
      return input.outcomes();
    },
    onDispose: (cleanup) => void cleanups.push(cleanup),
    download: input.download,
    device: input.device,
  };

  const durable = readingsPlugin && input.durable ? openScreenDurableSession(input.durable, navigation) : undefined;
  if (durable) context.durable = durable.port;
  const bound = plugin ? bindHandlers(plugin, context) : undefined;
  const readings = readingsPlugin
    ? createScreenReadings({
        operation,
        bound,
        dialogs,
        translate: input.translate,
        onError: input.onError,
        journal: durable?.writer.journal,
      })
    : undefined;
  const pipeline: ReadingsPipeline | undefined = readings?.pipeline;
  if (durable) cleanups.push(durable.flushOnHide());
  const clearReadings = async () => {
    await forgetReadings();
    await readings?.cleared();
  };
  // A tag-by-tag screen's handlers may listen to reads as the screen opens, before the reader is attached.
  const tagByTag =
    (plugin as OperationPlugin<OperationKind> | undefined)?.tagByTag?.includes(input.screen as never) ?? false;
  if (tagByTag) context.reader = handlerReader;
  if (readings) {
    context.readings = readings.port;
    cleanups.push(mirrorIntoScope(readings.pipeline, scope));
    // Leaving stops what the pipeline would still send (decode retries in an outage included).
    cleanups.push(() => readings.pipeline.dispose());
  }

  return {
    scope,
    context,
    bound,
    handlers: bound?.handlers ?? {},
    pipeline,
    readsTags: pipeline !== undefined || tagByTag,
    attachReader(next) {
      reader = next;
      context.reader = handlerReader;
      const detach: (() => void)[] = [
        next.onReads((reads) => {
          pipeline?.push(reads);
          for (const listener of [...readListeners]) listener(reads);
        }),
      ];
      // The reader's Clear (000 §2.15 reader control) empties the list with it.
      if (pipeline && next.onClear) detach.push(next.onClear(() => pipeline.clear()));
      if (pipeline && operation.options.autostartAntenna) {
        void next.start().catch(input.onError);
        detach.push(() => void next.stop().catch(() => undefined));
      }
      return () => {
        for (const undo of detach) undo();
        if (reader === next) {
          reader = undefined;
          if (!tagByTag) context.reader = undefined;
        }
      };
    },
    readerPort: () =>
      reader && {
        start: handlerReader.start,
        stop: handlerReader.stop,
        clear: clearReadings,
      },
    clearReadings,
    open() {
      // Once per screen: StrictMode runs the effect that opens it twice.
      opening ??= (async () => {
        // The reads of a restored session are back in the list before the plugin opens.
        const restored = pipeline && (await durable?.restoreInto(pipeline, () => !disposed));
        await bound?.open(input.screen);
        // A confirm sent before the page went goes again with its key once the screen is open.
        if (restored?.confirm && bound?.resumeConfirm && !disposed) await bound.resumeConfirm(restored.confirm);
        if (restored && bound?.restored && !disposed) await bound.restored();
      })();
      return opening;
    },
    back,
    hasBackRoute: backRouteOf(navigation) !== undefined,
    dispose() {
      if (disposed) return;
      disposed = true;
      try {
        bound?.leave(input.screen);
      } finally {
        timers.dispose();
        streams.dispose();
        for (const cleanup of cleanups.splice(0)) cleanup();
        session.clear();
        // The operator left the screen: there is nothing to restore.
        void durable?.writer.discard();
      }
    },
  };
}
