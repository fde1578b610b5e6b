import { useEffect, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient } from '../../src/api/http-client.ts';
import type { LoggedUser } from '../../src/core/logged-user.ts';
import type { OperationConfig } from '../../src/core/operation-config/operation-config-types.ts';
import type { Workstation } from '../../src/core/workstation.ts';
import type { AnyOperationPlugin } from '../../src/plugins/define-plugin.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { ReaderPortContext } from '../../src/runtime/render/reader-port-context.ts';
import { OperationScreen } from '../../src/shell/operation/OperationScreen.tsx';
import { createFakeReaderPort } from '../../src/test-support/fake-reader-port.ts';
import { DialogHost } from '../../src/ui/dialogs/DialogHost.tsx';

export interface OperationStoryProps {
  screen: string;
  path: string;
  operation: OperationConfig;
  plugin: AnyOperationPlugin;
  params: Record<string, string>;
  user: LoggedUser;
  workstation: Workstation;
  /** Made once, with the story. */
  api: () => ApiClient;
  /** Tags the reader delivers once the screen is up. */
  tags?: string[];
  /** Hears the router's history, for a play to check where the screen went. */
  onHistory(history: readonly string[]): void;
}

/** An operation screen as the app renders it (OperationScreen + the plugin + its descriptor), over a fake reader and API. */
export function OperationStory(props: OperationStoryProps) {
  const [setup] = useState(() => {
    const location = memoryLocation({ path: props.path, record: true });
    props.onHistory(location.history);
    return { location, api: props.api(), reader: createFakeReaderPort('on'), dialogs: createDialogService() };
  });
  const { tags } = props;
  useEffect(() => {
    if (!tags?.length) return;
    const timer = setTimeout(() => setup.reader.emit(tags.map((epc) => ({ epc }))), 50);
    return () => clearTimeout(timer);
  }, [setup, tags]);
  return (
    <Router hook={setup.location.hook}>
      <ReaderPortContext.Provider value={setup.reader}>
        <OperationScreen
          screen={props.screen}
          operation={props.operation}
          plugin={props.plugin}
          params={props.params}
          user={props.user}
          workstation={props.workstation}
          api={setup.api}
          dialogs={setup.dialogs}
        />
        <DialogHost service={setup.dialogs} />
      </ReaderPortContext.Provider>
    </Router>
  );
}
