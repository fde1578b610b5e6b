/**
 * Runs the association machine (src/core/encoding) on the associate screen: reads from the reader go in after the
 * 0–500 ms random delay (002 §4), validation waits timeoutValidateTags, and each command the machine issues is
 * carried out (calls, the device write, dialogs, feedback, timers) with its outcome fed back. The screen state shows
 * the identifier boxes and the association box.
 */
import {
  createEncoding,
  computeTags,
  validateEncoding,
  type EncodingValidation,
  type SentIdentifier,
} from '../../api/encoding.ts';
import { ApiError } from '../../core/api-error.ts';
import {
  associationStep,
  initialAssociation,
  type AssociationCommand,
  type AssociationEvent,
  type AssociationOptions,
  type AssociationState,
} from '../../core/encoding/association-machine.ts';
import { writeOptionsOf } from '../../core/encoding/association-steps.ts';
import type { ValidationResponse } from '../../core/encoding/encoding-records.ts';
import { duplicateEpc, writeTarget } from '../../core/encoding/write-target.ts';
import { tagCode } from '../../core/encoding/identifier-slots.ts';
import { textOf } from '../../core/forms/value-path.ts';
import { isRecord } from '../../core/guards.ts';
import { associationView, manualInput } from './association-view.ts';
import { ask, errorText, tell } from './association-dialogs.ts';
import { countEncoded } from './daily-counter.ts';
import { countRowEncoded } from './production-counters.ts';
import {
  associateSession,
  identifierMode,
  productView,
  setScreen,
  showFailure,
  stationPart,
  type EncodingContext,
} from './session.ts';

/** 002 §9: the per-read random delay of encoding. */
export const perReadRandomDelayMs = 500;

/**
 * The User Timing mark of a read that changed the association (a tag newly in a box), timed when the read was handed
 * to the runner after its random delay: the validation is due timeoutValidateTags after it. Only the latest is kept
 * (the one before is cleared), so a station that runs all day holds none; `npm run bench encoding` observes them to
 * tell the station's own time from the configured waits. It costs one clock reading per read.
 */
export const readHandledMark = 'encoding:read-handled';

function markReadHandled(handedAt: number): void {
  performance.clearMarks(readHandledMark);
  performance.mark(readHandledMark, { startTime: handedAt });
}

/** The machine's options of each operation's options, made once: every read (many a second) is a step. */
const machineOptions = new WeakMap<object, AssociationOptions>();

function optionsOf(context: EncodingContext): AssociationOptions {
  const made = machineOptions.get(context.kindOptions);
  if (made) return made;
  const options = machineOptionsOf(context.kindOptions);
  machineOptions.set(context.kindOptions, options);
  return options;
}

function machineOptionsOf(options: EncodingContext['kindOptions']): AssociationOptions {
  return {
    forcePolicy: options.canForceAssociation,
    enableUhfWrite: options.enableUhfWrite,
    expectOnlyMandatoryIdentifiers: options.expectOnlyMandatoryIdentifiers,
    ignoreUnknownTags: options.ignoreUnknownTags,
    useTidTargetDuringWrite: options.useTidTargetDuringWrite,
    forceTagRewrite: options.forceTagRewrite,
    // The option is checked as a regular expression when the configuration is parsed.
    ...(options.uhfTagToWriteRegex ? { uhfTagToWriteRegex: new RegExp(options.uhfTagToWriteRegex) } : {}),
  };
}

/** The association's calls start from the production order row when one is chosen, else from the product. */
export function request(context: EncodingContext, identifiers: readonly SentIdentifier[]): EncodingValidation {
  const session = associateSession(context);
  const startEntityId = session.row?.id || session.product?.id;
  return { ...stationPart(context), identifiers, ...(startEntityId ? { startEntityId } : {}) };
}

function publish(context: EncodingContext, state: AssociationState): void {
  setScreen(
    context,
    associationView(state, (code, ref) => errorText(context, code, ref)),
  );
}

/** Feeds one event to the machine and carries out what it asks; false when the event changed nothing. */
export function dispatch(context: EncodingContext, event: AssociationEvent): boolean {
  const session = associateSession(context);
  if (!session.association) return false;
  const { state, commands } = associationStep(session.association, event, optionsOf(context));
  // The device repeats the tags in the field many times a second: an event that changes nothing shows nothing.
  if (state === session.association && commands.length === 0) return false;
  session.association = state;
  if (state.phase === 'done')
    for (const slot of state.slots) for (const code of [slot.code, slot.desiredCode]) if (code) session.done.add(code);
  // The calls go out before the screen shows the new state: nothing they send is read from the screen, and the
  // screen's update (its bindings evaluated again) would otherwise delay each validate and create.
  for (const command of commands) void run(context, command);
  publish(context, state);
  return true;
}

async function outcome(
  context: EncodingContext,
  id: number,
  work: () => Promise<AssociationEvent>,
  withPin = false,
): Promise<void> {
  try {
    dispatch(context, await work());
  } catch (error) {
    // 002 §6: the forced create refuses a wrong PIN (403, USER_PIN_INVALID); the PIN is asked again.
    const pinRefused = withPin && error instanceof ApiError && error.status === 403;
    await showFailure(context, pinRefused ? context.translate('encoding.messages.pinInvalid') : error);
    dispatch(context, { type: pinRefused ? 'pinRefused' : 'callFailed', id });
  }
}

async function run(context: EncodingContext, command: AssociationCommand): Promise<void> {
  const session = associateSession(context);
  switch (command.type) {
    case 'scheduleValidate':
      session.cancelValidation?.();
      session.cancelValidation = context.timers.after(context.operation.options.timeoutValidateTags, () => {
        dispatch(context, { type: 'validateDue' });
      });
      return;
    case 'validate':
      return outcome(context, command.id, async () => {
        const response = await validateEncoding(context.api, request(context, command.identifiers));
        if (command.id === session.association?.awaiting) productFromAnswer(context, response);
        return { type: 'validated', id: command.id, response };
      });
    case 'computeTags':
      return outcome(context, command.id, async () => ({
        type: 'computed',
        id: command.id,
        tags: await computeTags(context.api, request(context, command.identifiers)),
      }));
    case 'write':
      return outcome(context, command.id, () => writeTag(context, command));
    case 'create':
      return outcome(
        context,
        command.id,
        async () => ({
          type: 'created',
          id: command.id,
          response: await createEncoding(
            context.api,
            request(context, command.identifiers),
            command.force ? { pin: command.pin } : undefined,
          ),
        }),
        command.force && command.pin !== undefined,
      );
    case 'ask':
      return outcome(context, command.id, async () => ({
        type: 'answered',
        id: command.id,
        ...(await ask(context, command)),
      }));
    case 'feedback':
      if (command.feedback === 'success') {
        countEncoded(context);
        countRowEncoded(context);
      }
      await tell(context, command);
      // 002 §4: closing 'only virgin tag' resets the association and restarts the antenna.
      if (command.feedback === 'onlyVirgin') {
        dispatch(context, { type: 'clear' });
        await context.reader?.stop();
        await context.reader?.start();
      }
      return;
    case 'restartAntenna':
      await context.reader?.stop();
      await context.reader?.start();
      return;
    case 'resetLater':
      // The boxes empty for the next garment; the garment just done is not taken up again while it lies on the
      // antenna (its codes are done until the operator's Clear).
      context.timers.after(context.kindOptions.resetReadingsAfterOperation, () => {
        associateSession(context).cancelValidation?.();
        // In identifier mode the next garment names its own product.
        if (identifierMode(context)) forgetProduct(context);
        else dispatch(context, { type: 'clear' });
      });
      return;
  }
}

/** The device write of the machine's command, refused when another tag in the field already carries the EPC. */
async function writeTag(
  context: EncodingContext,
  command: Extract<AssociationCommand, { type: 'write' }>,
): Promise<AssociationEvent> {
  const session = associateSession(context);
  const association = session.association ?? initialAssociation([]);
  const target = writeTarget(association.slots, writeOptionsOf(association, optionsOf(context)));
  if (!target.ok || duplicateEpc(command.data, target.slot, session.seen))
    throw new ApiError('client', 0, { key: 'errors.title' }, { key: 'encoding.messages.duplicateEpc' });
  if (!context.device)
    throw new ApiError('client', 0, { key: 'errors.title' }, { key: 'device.errors.workstationNotSet' });
  try {
    await context.device.write({
      target: command.targetType === 'TID' ? (command.targetTid ?? command.targetEpc) : command.targetEpc,
      data: command.data,
      targetByTid: command.targetType === 'TID',
      ...(context.kindOptions.encodingTagPassword ? { password: context.kindOptions.encodingTagPassword } : {}),
    });
    session.seen.add(command.data);
    return { type: 'written', id: command.id, ok: true };
  } catch {
    return { type: 'written', id: command.id, ok: false };
  }
}

/** Starts an association for the configuration loaded: empty boxes, reads listened to. */
export function startAssociation(context: EncodingContext): void {
  const session = associateSession(context);
  session.association = initialAssociation(session.details);
  session.seen.clear();
  publish(context, session.association);
  session.stopListening ??= context.reader?.onRead(
    (reads) => {
      const handedAt = performance.now();
      for (const tag of reads) {
        const code = tagCode(tag);
        if (tag.epc) session.seen.add(tag.epc);
        if (code && !session.done.has(code) && dispatch(context, { type: 'read', tag })) markReadHandled(handedAt);
      }
    },
    { randomDelayMs: perReadRandomDelayMs },
  );
}

/**
 * Identifier mode (002 §2): the first answer for an item read names its product, shown in the sidebar; the calls
 * after it start from that product.
 */
function productFromAnswer(context: EncodingContext, response: ValidationResponse): void {
  const session = associateSession(context);
  const product = response.item?.product;
  if (session.product || !product || !identifierMode(context)) return;
  session.product = product;
  session.details = response.configurationDetails;
  setScreen(context, { product: productView(product) });
}

/** Identifier mode: the product forgotten, the boxes empty, the next item read names its product again. */
export function forgetProduct(context: EncodingContext): void {
  const session = associateSession(context);
  session.product = undefined;
  session.details = [];
  session.association = initialAssociation([]);
  setScreen(context, { product: null });
  publish(context, session.association);
}

/**
 * Handler `enterIdentifier`: the code typed in the 'or' manual input (002 §2) goes in as a read of that identifier
 * (a barcode: a SIMPLE_ITEM_IDENTIFIER), while the identifier still waits to be read.
 */
export function enterIdentifier(context: EncodingContext): void {
  const session = associateSession(context);
  const screen = context.state.get('screen');
  const code = isRecord(screen) ? textOf(screen.manualCode).trim() : '';
  if (!code || !session.association || !manualInput(session.association.slots).enabled) return;
  if (dispatch(context, { type: 'read', tag: { barcode: code } })) setScreen(context, { manualCode: '' });
}

/** Clear and Retry (002 §4): the reads forgotten, the association started over (not while writing). */
export function clearAssociation(context: EncodingContext): void {
  const session = associateSession(context);
  if (!session.association || session.association.status === 'WRITING') return;
  session.cancelValidation?.();
  void context.reader?.clear();
  session.seen.clear();
  session.done.clear();
  dispatch(context, { type: 'clear' });
}
