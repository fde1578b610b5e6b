import { lazy, Suspense, useEffect } from 'react';
import type { DurableSessionHeader } from '../../core/durable-session/durable-session.ts';
import { RESTORE_SESSION_KEY } from '../../core/durable-session/restore-session-key.ts';
import { lazyDurableSessionStore } from './lazy-session-store.ts';
import type { RestoreAnswer } from '../../ui/dialogs/RestoreSessionDialog.tsx';
import { LoadingOverlay } from '../../ui/frame/LoadingOverlay.tsx';
import type { UnfinishedSessions } from './use-unfinished-sessions.ts';

/** Fetched when there is a session to ask about: its date formatting (date-fns) is not needed before. */
const RestoreSessionDialog = lazy(() =>
  import('../../ui/dialogs/RestoreSessionDialog.tsx').then((module) => ({ default: module.RestoreSessionDialog })),
);

/**
 * Asks, one session at a time, whether to restore or discard what a crash, reload or restart left unfinished: restore
 * opens the session's screen with its navigation state and the session's id, and the screen brings its reads back.
 */
export function UnfinishedSessionPrompt({
  sessions,
  navigate,
}: {
  sessions: UnfinishedSessions;
  navigate: (to: string, options: { state: Record<string, unknown> }) => void;
}) {
  const session = sessions.pending?.[0];
  if (!session) return null;
  const answer = (choice: RestoreAnswer) => {
    if (choice === 'restore') {
      // The others are asked at the next start: the operator is on their way to this one.
      sessions.answered((sessions.pending ?? []).map((pending) => pending.id));
      navigate(session.route, { state: restoreState(session) });
      return;
    }
    sessions.answered([session.id], choice === 'later');
    if (choice === 'discard')
      void lazyDurableSessionStore()
        ?.then((store) => store.remove(session.id))
        .catch((error: unknown) => console.warn('The reading session could not be discarded', error));
  };
  return (
    <Suspense fallback={null}>
      <RestoreSessionDialog key={session.id} session={session} onResolve={answer} />
    </Suspense>
  );
}

const restoreState = (session: DurableSessionHeader) => ({ ...session.navigation, [RESTORE_SESSION_KEY]: session.id });

/**
 * An operation opened while a session of it was put off with Later: the question comes back (on the dashboard, where
 * the gate then sends the operator) before a first read could start a session over it.
 */
export function AskAgainBeforeOpening({ id, askAgain }: { id: string; askAgain: (id: string) => void }) {
  useEffect(() => askAgain(id), [id, askAgain]);
  return <LoadingOverlay />;
}
