import { describeError } from '../../core/describe-error.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { ReaderPort } from '../../core/readings/reader-contract.ts';
import type { WriteTagRequest } from '../../device/device-manager-rest.ts';

/** The write-tag screen's own state (scope root `screen`). */
export interface WriteTagScreenState {
  targetEpc?: string;
  newEpc?: string;
  loading?: boolean;
  loadingLabel?: string;
}

export interface WriteTagFlowDeps {
  reader: Pick<ReaderPort, 'start' | 'stop' | 'onReads'>;
  write: (request: WriteTagRequest) => Promise<void>;
  getScreen: () => WriteTagScreenState;
  setScreen: (next: WriteTagScreenState) => void;
  dialogs: Pick<DialogService, 'toast'>;
  translate: (key: string, params?: Record<string, string>) => string;
}

const hexIdentifier = /^[0-9A-F]+$/;

/**
 * The write-tag flow of 000 §2.11: the first tag read becomes the target and the antenna stops; Clear forgets it and
 * restarts; Confirm writes the new EPC through the device manager under 'operation in progress', then, whatever the
 * outcome, forgets the tag, clears the fields and restarts the antenna.
 */
export function createWriteTagFlow(deps: WriteTagFlowDeps) {
  const { reader, dialogs, translate } = deps;
  const update = (patch: WriteTagScreenState) => deps.setScreen({ ...deps.getScreen(), ...patch });
  const forgetAndRestart = async () => {
    update({ targetEpc: undefined, newEpc: '', loading: false, loadingLabel: undefined });
    await reader.start();
  };

  return {
    attach(): () => void {
      return reader.onReads((reads) => {
        if (deps.getScreen().targetEpc) return;
        const tag = reads.find((read) => read.epc);
        if (!tag?.epc) return;
        update({ targetEpc: tag.epc, newEpc: '' });
        void reader.stop();
      });
    },
    clearTag: forgetAndRestart,
    async writeTag(): Promise<void> {
      const { targetEpc, newEpc = '' } = deps.getScreen();
      if (!targetEpc) return;
      const data = newEpc.replace(/\s+/g, '').toUpperCase();
      if (!hexIdentifier.test(data)) {
        dialogs.toast({ status: 'error', title: translate('device.writeTag.newIdentifierInvalid') });
        return;
      }
      update({ loading: true, loadingLabel: 'device.writeTag.inProgress' });
      try {
        await deps.write({ target: targetEpc, data });
        dialogs.toast({ status: 'success', title: translate('device.writeTag.success'), silent: true });
      } catch (error) {
        const { message } = describeError(error, translate);
        dialogs.toast({ status: 'error', title: translate('device.writeTag.failure'), description: message });
      }
      await forgetAndRestart();
    },
  };
}
