/**
 * The simple parcel list's Confirm (001 §4.5, §4.6, §5, §7 save): at least one detected parcel and no unexpected one,
 * the workstation's place, the required-fields modal with showModalOnConfirm, then the save through the shared
 * confirm machine (idempotency key, sync or async, success toast and postConfirmAction).
 */
import { saveParcelList, type ParcelListSave } from '../../api/simple-parcel-list.ts';
import { createConfirmMachine, type ConfirmMachine } from '../../core/confirmation/confirm-machine.ts';
import { showError } from '../../core/confirmation/show-error.ts';
import { emptyParcelList, parcelSummary, savedParcels } from '../../core/parcel-list/parcel-list.ts';
import { askRequiredFields } from '../shared/required-fields.ts';
import { workstationOf } from '../shared/screen-values.ts';
import { saveFingerprint } from '../shared/save-fingerprint.ts';
import { parcelSession, publish, type ParcelListContext } from './parcel-session.ts';

type Save = ParcelListSave & { itemIds: string[] };

function machineOf(context: ParcelListContext): ConfirmMachine<Save> {
  return context.session.get('simple-parcel-list/confirm', () => {
    const { operation } = context;
    const mode = operation.options.executionModeForSyncConfirmation;
    const machine = createConfirmMachine<Save>(
      {
        description: operation.description,
        postConfirmAction: operation.options.postConfirmAction,
        errorMessageView: operation.options.errorMessageView,
        mode,
      },
      {
        send: ({ idempotencyKey, signal, payload: { itemIds: _itemIds, ...save } }) =>
          saveParcelList(context.api, save, { mode, idempotencyKey, signal }),
        outcomes: context.outcomes,
        dialogs: context.dialogs,
        translate: context.translate,
        after: {
          back: () => context.back(),
          dashboard: () => context.navigate('/'),
          keepInput: async () => {
            await context.readings?.clear();
            publish(context, emptyParcelList);
          },
        },
      },
    );
    context.onDispose?.(() => machine.dispose());
    return machine;
  });
}

export async function saveParcels(context: ParcelListContext): Promise<void> {
  const session = parcelSession(context);
  if (!parcelSummary(session.state).canConfirm) return;
  const { placeId } = workstationOf(context.state);
  if (!placeId) {
    await showError(context.dialogs, context.operation.options.errorMessageView, {
      title: context.translate('errors.title'),
      message: context.translate('confirmation.missingWorkstationPlace'),
    });
    return;
  }
  const form = await askRequiredFields(context, context.kindOptions.showModalOnConfirm);
  if (!form) return;
  const parcels = savedParcels(session.state);
  const payload: Save = {
    form,
    operationId: context.operation.id,
    operationPlaceId: placeId,
    ...parcels,
    ...(parcels.forcedParcelCodes.length > 0 && session.pin ? { pin: session.pin } : {}),
    // The confirm machine's fingerprint names a save by its content: here, the parcels.
    itemIds: parcels.parcelCodes,
  };
  await machineOf(context).confirm({ payload, fingerprint: saveFingerprint(payload), warningCount: 0 });
}
