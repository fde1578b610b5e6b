/**
 * The simple parcel list's Confirm (001 §4.5, §4.6, §5, §7 save): at least one detected parcel and no unexpected one,
 * the workstation's place, the required-fields modal with showModalOnConfirm, then the save through the shared
 * confirm machine (idempotency key, sync or async, success toast and postConfirmAction).
 */
import { saveParcelList, type ParcelListSave } from '../../api/simple-parcel-list.ts';
import {
  createConfirmMachine,
  type ConfirmMachine,
  type ConfirmResult,
} from '../../core/confirmation/confirm-machine.ts';
import { showError } from '../../core/confirmation/show-error.ts';
import type { ConfirmInFlight } from '../../core/durable-session/durable-session.ts';
import { isRecord } from '../../core/guards.ts';
import { emptyParcelList, forceParcel, parcelSummary, savedParcels } from '../../core/parcel-list/parcel-list.ts';
import { askRequiredFields } from '../shared/required-fields.ts';
import { workstationOf } from '../shared/screen-values.ts';
import { saveFingerprint } from '../shared/save-fingerprint.ts';
import { askCheckedPin } from './parcel-actions.ts';
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
        send: async ({ idempotencyKey, signal, payload }) => {
          // The key is stored before the save goes: a save whose answer is lost with the page is resumed with it. The
          // PIN is not stored in the browser: a resumed save with forced parcels asks for it again.
          const { pin: _pin, ...stored } = payload;
          await context.durable?.sending({ idempotencyKey, fingerprint: saveFingerprint(payload), payload: stored });
          const { itemIds: _itemIds, ...save } = payload;
          return saveParcelList(context.api, save, { mode, idempotencyKey, signal });
        },
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
  // Parcels forced before a restore: their PIN was not stored, and the save sends it for the server to check.
  if (parcels.forcedParcelCodes.length > 0 && !session.pin) {
    const codes = parcels.forcedParcelCodes.join(', ');
    if (!(await askCheckedPin(context, context.translate('parcelList.savePinTitle', { codes })))) return;
  }
  const payload: Save = {
    form,
    operationId: context.operation.id,
    operationPlaceId: placeId,
    ...parcels,
    ...(parcels.forcedParcelCodes.length > 0 && session.pin ? { pin: session.pin } : {}),
    // The confirm machine's fingerprint names a save by its content: here, the parcels.
    itemIds: parcels.parcelCodes,
  };
  await settle(
    context,
    await machineOf(context).confirm({ payload, fingerprint: saveFingerprint(payload), warningCount: 0 }),
  );
}

/** A saved list ends the durable session; a refused save keeps its reads but not its key. */
async function settle(context: ParcelListContext, result: ConfirmResult): Promise<void> {
  if (result.status === 'confirmed') await context.durable?.succeeded();
  else if (result.status === 'failed' && !result.outcomeUnknown) context.durable?.settled();
}

const isCodes = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((code) => typeof code === 'string');

/** What a stored save must hold to be sent again (it comes back from the browser's storage: checked, not trusted). */
function storedSave(payload: unknown): Save | undefined {
  if (!isRecord(payload) || !isRecord(payload.form)) return undefined;
  const { form, operationId, operationPlaceId, parcelCodes, forcedParcelCodes } = payload;
  if (typeof operationId !== 'string' || typeof operationPlaceId !== 'string') return undefined;
  if (!isCodes(parcelCodes) || !isCodes(forcedParcelCodes)) return undefined;
  return { form, operationId, operationPlaceId, parcelCodes, forcedParcelCodes, itemIds: parcelCodes };
}

/**
 * Sends again, with its key, the save a restored session had in flight (its answer was lost with the page): the
 * server answers the first outcome, so the list is saved once, and what follows is what follows any save.
 */
export async function resumeParcelSave(context: ParcelListContext, inFlight: ConfirmInFlight): Promise<void> {
  const stored = storedSave(inFlight.payload);
  if (!stored) return;
  let payload: Save = stored;
  // The parcels it forced show forced again; the PIN was not stored, so the operator gives it again (the save goes as
  // it went, or the server would refuse it).
  if (stored.forcedParcelCodes.length > 0) {
    const session = parcelSession(context);
    publish(context, stored.forcedParcelCodes.reduce(forceParcel, session.state));
    const codes = stored.forcedParcelCodes.join(', ');
    const pin = await context.dialogs.pin({ title: context.translate('parcelList.resumeTitle', { codes }) });
    if (pin === undefined) return;
    payload = { ...stored, pin };
  }
  const result = await machineOf(context).confirm({
    payload,
    fingerprint: inFlight.fingerprint,
    warningCount: 0,
    idempotencyKey: inFlight.idempotencyKey,
  });
  await settle(context, result);
}
