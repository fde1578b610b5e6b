/**
 * TRANSFER_TO_ZONE (001 §2.11, §4.9): read items, then move them to the destination zone of the start form, sync or
 * async; the reading works like the simple item list's. Its conveyor variant (001 §2.12, §4.10) follows what a
 * conveyor reads, live, and moves each item as it is read. Handlers only: the screens are descriptors in
 * schemas/screens/transfer-to-zone/.
 */
import { batchValidateTransfer } from '../../api/transfer-to-zone.ts';
import { definePlugin } from '../define-plugin.ts';
import { formDataOf } from '../shared/screen-values.ts';
import { confirmTransferList, resumeTransfer } from './confirm-transfer.ts';
import { clearConveyorLog, openConveyor, stopConveyor } from './conveyor-monitor.ts';
import { leaveConveyorReading, leaveReading } from './leave-reading.ts';
import { loadRecentTransfers } from './recent-transfers.ts';

export default definePlugin({
  kind: 'transfer-to-zone',
  translations: ['conveyor', 'transfers'],
  screens: [
    'transfer-to-zone/form',
    'transfer-to-zone/reading',
    'transfer-to-zone/conveyor-form',
    'transfer-to-zone/conveyor-reading',
  ],
  readings: {
    // The conveyor reads for itself: its reading has no antenna of the workstation.
    screens: ['transfer-to-zone/reading'],
    /** 001 §7 batchValidate: the decode of the tag pipeline. */
    decode: async (context, identifierCodes) =>
      batchValidateTransfer(context.api, {
        operationId: context.operation.id,
        identifierCodes,
        form: formDataOf(context.state),
      }),
  },
  confirm: async (context) => {
    await confirmTransferList(context);
  },
  resumeConfirm: resumeTransfer,
  lifecycle: {
    'transfer-to-zone/conveyor-reading': { open: openConveyor, leave: stopConveyor },
  },
  handlers: {
    /** The reading's back (001 §2.11): to the form, or to / after a form of one direct-submit field. */
    leaveReading: async (context) => leaveReading(context),
    /** The conveyor reading's back (001 §2.12): to the form when the operation has one, else to /. */
    leaveConveyorReading: async (context) => leaveConveyorReading(context),
    /** The conveyor log's Clear. */
    clearLog: clearConveyorLog,
    /** 'Recent transfers': the last 25 item transfers, newest first (000 §7.3). */
    loadRecentTransfers,
  },
});
