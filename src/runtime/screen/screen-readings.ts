/**
 * A reading screen's tag pipeline and what its plugin does with it: the decode, `itemsDecoded` for the reads each
 * answer lists, the `onRemove`/`onClear` hooks for what the operator takes away, and the handlers' readings port.
 */
import type { DialogService } from '../../core/dialogs.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { DecodedRead } from '../../core/readings/decoded-read.ts';
import {
  createReadingsPipeline,
  type PipelineJournal,
  type ReadingsPipeline,
} from '../../core/readings/readings-pipeline.ts';
import type { bindHandlers, ReadingsPort } from '../../plugins/define-plugin.ts';
import { showError } from '../show-error.ts';
import { pageFrameSource } from './page-frames.ts';

export interface ScreenReadingsInput {
  operation: OperationConfig;
  bound: ReturnType<typeof bindHandlers> | undefined;
  dialogs: DialogService;
  translate(key: string, params?: Record<string, string>): string;
  onError(error: unknown): void;
  /** A durable session's journal of the reads. */
  journal?: PipelineJournal;
}

export interface ScreenReadings {
  pipeline: ReadingsPipeline;
  /** What handlers get as `context.readings`: their own removals and clears call no hook. */
  port: ReadingsPort;
  /** After the operator's clear: the plugin's onClear, settled (its failure shown) when the promise is. */
  cleared(): Promise<void>;
}

export function createScreenReadings({ operation, bound, dialogs, translate, onError, journal }: ScreenReadingsInput) {
  // The hooks run one at a time in the order the operator acted (a REMOVE reaches the server before the CLEAR after
  // it); a failure is shown by errorMessageView and the next hook still runs.
  let hooks: Promise<void> = Promise.resolve();
  const runHook = (hook: () => Promise<void> | void): Promise<void> =>
    (hooks = hooks.then(hook).catch((error: unknown) => {
      void showError(dialogs, error, operation.options.errorMessageView, translate);
    }));

  const pipeline = createReadingsPipeline({
    path: operation.options.batchInterval ? 'batch' : 'debounce',
    decode: (codes): Promise<DecodedRead[]> => bound!.decode!(codes),
    ignoreReadingTagsWithPrefixes: operation.options.ignoreReadingTagsWithPrefixes,
    batchIntervalTime: operation.options.batchIntervalTime,
    batchIntervalTagCount: operation.options.batchIntervalTagCount,
    itemStatuses: operation.itemStatuses,
    enabledCheckItemZone: operation.options.enabledCheckItemZone,
    removeMode: operation.options.removeMode,
    onError,
    journal,
    frames: pageFrameSource(),
    // A plugin's `itemsDecoded` handler hears of the reads each decode newly lists (per-read actions, 001 §1).
    onDecoded: (reads) => {
      const itemsDecoded = bound?.handlers.itemsDecoded;
      if (itemsDecoded) void itemsDecoded({ reads }).catch(onError);
    },
    onRemoved: (reads) => {
      const onRemove = bound?.onRemove;
      if (onRemove) void runHook(() => onRemove(reads));
    },
  });

  const port: ReadingsPort = {
    reads: pipeline.reads,
    clear: () => pipeline.clear(),
    remove: (target) => pipeline.forget(target),
    tag: pipeline.tag,
    update: pipeline.update,
    setExpected: pipeline.setExpected,
  };

  return {
    pipeline,
    port,
    cleared: () => {
      const onClear = bound?.onClear;
      return onClear ? runHook(onClear) : Promise.resolve();
    },
  } satisfies ScreenReadings;
}
