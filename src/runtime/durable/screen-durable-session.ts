import {
  durableSessionId,
  RESTORE_SESSION_KEY,
  type DurableSessionHeader,
} from '../../core/durable-session/durable-session.ts';
import type { ReadingsPipeline } from '../../core/readings/readings-pipeline.ts';
import type { DurableSessionStore, LoadedSession } from './durable-session-store.ts';
import {
  createDurableSessionWriter,
  type DurableSessionIdentity,
  type DurableSessionWriter,
} from './durable-session-writer.ts';

export interface ScreenDurableInput {
  store: Promise<DurableSessionStore>;
  identity: DurableSessionIdentity;
}

/**
 * The screen's durable session: its writer (waiting for a restore to load before writing anything), the plugin's
 * port (the confirm, and its kept screen session), and the restore the navigation state asks for.
 */
export function openScreenDurableSession(given: ScreenDurableInput, navigation: Readonly<Record<string, unknown>>) {
  const { store, identity } = given;
  const onError = (error: unknown) => console.warn('The reading session could not be saved', error);
  const id = durableSessionId(identity.userId, identity.workstationId, identity.operationCode);
  const restoring: Promise<LoadedSession | undefined> =
    navigation[RESTORE_SESSION_KEY] === id
      ? store.then((opened) => opened.load(id)).catch((error: unknown) => void onError(error))
      : Promise.resolve(undefined);
  const writer: DurableSessionWriter = createDurableSessionWriter({ store, identity, after: restoring, onError });
  let restoredKept: Readonly<Record<string, unknown>> = {};
  return {
    writer,
    /** Lists the restored session's reads again and answers its header (undefined: nothing restored). */
    async restoreInto(pipeline: ReadingsPipeline, stillOpen: () => boolean): Promise<DurableSessionHeader | undefined> {
      const loaded = await restoring;
      if (!loaded || !stillOpen()) return undefined;
      pipeline.restore(loaded.reads);
      writer.adopt(loaded.reads, loaded.header.confirm, loaded.header.kept);
      restoredKept = loaded.header.kept ?? {};
      return loaded.header;
    },
    port: {
      sending: writer.confirmSent,
      settled: writer.confirmSettled,
      succeeded: writer.finished,
      keepNavigation: writer.keepNavigation,
      keep: writer.keep,
      kept: (name: string) => restoredKept[name],
    },
    /** What is pending is written as the page is hidden or closed. */
    flushOnHide(): () => void {
      if (typeof window === 'undefined') return () => undefined;
      const flush = () => void writer.flush();
      const hidden = () => {
        if (document.visibilityState === 'hidden') flush();
      };
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', hidden);
      return () => {
        window.removeEventListener('pagehide', flush);
        document.removeEventListener('visibilitychange', hidden);
      };
    },
  };
}
