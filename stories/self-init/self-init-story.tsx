import { useEffect, useState } from 'react';
import type { LoggedUser } from '../../src/core/logged-user.ts';
import type { SelfInitializationPolicy } from '../../src/core/self-initialization.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { SelfInitialization } from '../../src/shell/self-init/SelfInitialization.tsx';
import { DialogHost } from '../../src/ui/dialogs/DialogHost.tsx';
import { storyApi } from './story-api.ts';

export interface SelfInitStoryProps {
  user: LoggedUser;
  policy: SelfInitializationPolicy;
  failSave?: boolean;
  onSave: (body: unknown) => void;
  onLogout: () => void;
  onDone: () => void;
}

/** The screen on a stand-in API, with a real dialog service and DialogHost (toasts), as in the app. */
export function SelfInitStory({ failSave, onSave, ...props }: SelfInitStoryProps) {
  const [dialogs] = useState(() => createDialogService());
  const [api] = useState(() => storyApi({ failSave, onSave }));
  useEffect(() => () => dialogs.dispose(), [dialogs]);
  return (
    <>
      <SelfInitialization {...props} api={api} dialogs={dialogs} />
      <DialogHost service={dialogs} />
    </>
  );
}
