import { useCallback, useEffect, useState } from 'react';
import type { DurableSessionHeader } from '../../core/durable-session/durable-session.ts';
import { lazyDurableSessionStore } from './lazy-session-store.ts';

export interface UnfinishedSessions {
  /** Undefined until the browser's database answered (or at once where there is none). */
  pending: readonly DurableSessionHeader[] | undefined;
  /** The operator answered for these sessions (restore, discard or later): not asked again until the next start. */
  answered(ids: readonly string[], later?: boolean): void;
  /**
   * The session put off with Later for this operation, if any: opening the operation asks about it again, as its
   * first read would start a session over it.
   */
  putOff(operationCode: string): DurableSessionHeader | undefined;
  /** Asks again about a session put off with Later. */
  askAgain(id: string): void;
}

/**
 * The user's reading sessions left unfinished on this workstation by a crash, a reload or a restart (issue 17),
 * looked up as the station opens, newest first.
 */
export function useUnfinishedSessions(
  userId: string,
  workstationId: string | undefined,
  /** The start-up data is in: without a workstation there is nothing to ask. */
  loaded: boolean,
): UnfinishedSessions {
  const [found, setFound] = useState<{ key: string; sessions: readonly DurableSessionHeader[] }>();
  const [answeredIds, setAnsweredIds] = useState<ReadonlySet<string>>(new Set());
  const [laterIds, setLaterIds] = useState<ReadonlySet<string>>(new Set());
  const key = `${userId}\n${workstationId ?? ''}`;
  useEffect(() => {
    if (!workstationId) return;
    const store = lazyDurableSessionStore();
    let current = true;
    const settle = (sessions: readonly DurableSessionHeader[]) => {
      if (current) setFound({ key, sessions });
    };
    if (!store) settle([]);
    else
      void store
        .then((opened) => opened.list(userId))
        .then((sessions) => settle(sessions.filter((session) => session.workstationId === workstationId)))
        .catch((error: unknown) => {
          console.warn('Unfinished reading sessions could not be read', error);
          settle([]);
        });
    return () => {
      current = false;
    };
  }, [key, userId, workstationId]);
  const answered = useCallback((ids: readonly string[], later = false) => {
    setAnsweredIds((previous) => new Set([...previous, ...ids]));
    setLaterIds((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (later) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const askAgain = useCallback((id: string) => {
    setAnsweredIds((previous) => new Set([...previous].filter((answeredId) => answeredId !== id)));
    setLaterIds((previous) => new Set([...previous].filter((laterId) => laterId !== id)));
  }, []);
  const sessions = found?.key === key ? found.sessions : loaded && !workstationId ? [] : undefined;
  const pending = sessions?.filter((session) => !answeredIds.has(session.id));
  const putOff = (operationCode: string) =>
    sessions?.find((session) => laterIds.has(session.id) && session.operationCode === operationCode);
  return { pending, answered, putOff, askAgain };
}

/** At sign-out the user's unfinished sessions go (issue 17: logged-out sessions are removed). */
export async function forgetSessionsOf(userId: string | undefined): Promise<void> {
  const store = lazyDurableSessionStore();
  if (!store || !userId) return;
  try {
    await (await store).removeForUser(userId);
  } catch (error) {
    console.warn('Unfinished reading sessions could not be removed', error);
  }
}
