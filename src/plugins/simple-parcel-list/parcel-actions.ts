/**
 * A parcel row's or a shipment group's action (001 §2.10, §4.8): remove a parcel, remove a shipment with its tags, or
 * force a parcel still to read after the user's PIN, checked by the server ('User PIN invalid' when wrong).
 */
import { checkUserPin } from '../../api/simple-parcel-list.ts';
import { ApiError } from '../../core/api-error.ts';
import { showError } from '../../core/confirmation/show-error.ts';
import { describeError } from '../../core/describe-error.ts';
import { isRecord } from '../../core/guards.ts';
import { forceParcel, removeAsn, removeParcel } from '../../core/parcel-list/parcel-list.ts';
import { forgetTags, parcelSession, publish, type ParcelListContext } from './parcel-session.ts';

/**
 * Asks the user's PIN under this title and has the server check it; answers it when accepted (kept for the save, which
 * sends it for the server to check again), undefined when closed or refused (the refusal shown).
 */
export async function askCheckedPin(context: ParcelListContext, title: string): Promise<string | undefined> {
  const pin = await context.dialogs.pin({ title });
  if (pin === undefined) return undefined;
  try {
    await checkUserPin(context.api, context.operation.id, pin);
  } catch (failure) {
    // 001 §8: a refused PIN (400) is 'User PIN invalid', in the operator's language; other failures as they come.
    const refused = failure instanceof ApiError && failure.status === 400;
    const { title: errorTitle, message } = refused
      ? { title: context.translate('errors.title'), message: context.translate('parcelList.pinInvalid') }
      : describeError(failure, context.translate);
    await showError(context.dialogs, context.operation.options.errorMessageView, { title: errorTitle, message });
    return undefined;
  }
  parcelSession(context).pin = pin;
  return pin;
}

async function force(context: ParcelListContext, code: string): Promise<void> {
  const pin = await askCheckedPin(context, context.translate('parcelList.forceTitle', { code }));
  if (pin === undefined) return;
  const session = parcelSession(context);
  publish(context, forceParcel(session.state, code));
}

/** Handler `parcelAction`, args {event}: the parcel list widget's press ({kind, code | asnCode}). */
export async function parcelAction(context: ParcelListContext, args: Record<string, unknown>): Promise<void> {
  const event = isRecord(args.event) ? args.event : {};
  const code = typeof event.code === 'string' ? event.code : '';
  const asnCode = typeof event.asnCode === 'string' ? event.asnCode : '';
  const { state } = parcelSession(context);
  if (event.kind === 'force' && code) return force(context, code);
  const removed =
    event.kind === 'remove' && code
      ? removeParcel(state, code)
      : event.kind === 'removeAsn'
        ? removeAsn(state, asnCode)
        : undefined;
  if (!removed) return;
  publish(context, removed.state);
  forgetTags(context, removed.tags);
}
