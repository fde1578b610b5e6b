/**
 * The verify screen (002 §2, §4 Verify and kill): the tags read are verified after the per-read delay and
 * timeoutValidateTags; the boxes show what they are. Kill tag (an unknown UHF tag, Operation.Encoding.killTag) and
 * delete (the item's association, Operation.Encoding.disassociate) ask first.
 */
import { disassociateItem, verifyEncoding } from '../../api/encoding.ts';
import { canDisassociate, canKillTag } from '../../core/capabilities/action-capabilities.ts';
import { withValidation, withRead, slotsOf, type IdentifierSlot } from '../../core/encoding/identifier-slots.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import { productDisplayString } from '../../core/readings/product-display.ts';
import type { TagRead } from '../../core/readings/reader-contract.ts';
import { buildRoute } from '../../core/routes/build-route.ts';
import { routePattern } from '../../core/routes/route-table.ts';
import { perReadRandomDelayMs } from './association-runner.ts';
import { identifierBoxes } from './association-view.ts';
import { errorText } from './association-dialogs.ts';
import { setScreen, showFailure, stationPart, type EncodingContext } from './session.ts';

/** 002 §9: kill attempts before 'retry kill tag'. */
export const maxKillAttempts = 3;

interface VerifySession {
  reads: TagRead[];
  slots: IdentifierSlot[];
  itemId: string;
  tokill: string[];
  cancel?: () => void;
  stopListening?: () => void;
  /** Raised by each verify and each Clear: an older answer is dropped. */
  generation: number;
}

const noProduct = { code: '', description: '', display: '' };

const verifySession = (context: EncodingContext) =>
  context.session.get<VerifySession>('encoding/verify', () => ({
    reads: [],
    slots: [],
    itemId: '',
    tokill: [],
    generation: 0,
  }));

const userOf = (context: EncodingContext) => (context.state.get('user') ?? undefined) as LoggedUser | undefined;

function show(context: EncodingContext, product?: { code: string; description: string; display: string }): void {
  const session = verifySession(context);
  const user = userOf(context);
  setScreen(context, {
    identifiers: identifierBoxes(session.slots, (code, ref) => errorText(context, code, ref)),
    wide: session.slots.length < 3,
    canKill: canKillTag(user) && session.tokill.length > 0,
    canDelete: canDisassociate(user) && session.itemId !== '',
    ...(product !== undefined ? { product } : {}),
  });
}

async function verify(context: EncodingContext): Promise<void> {
  const session = verifySession(context);
  const generation = ++session.generation;
  const slots = session.reads.reduce<IdentifierSlot[]>((current, tag) => withRead(current, tag), slotsOf([]));
  try {
    const response = await verifyEncoding(context.api, {
      ...stationPart(context),
      identifiers: slots.map((slot) => ({
        identifierType: slot.identifierType,
        code: slot.code,
        ...(slot.tid ? { tid: slot.tid } : {}),
      })),
    });
    if (generation !== session.generation) return;
    session.slots = withValidation(slots, response);
    session.itemId = response.item?.id ?? '';
    session.tokill = slots
      .filter((slot) => slot.identifierType === 'UHF_TAG' && response.tokill.has(slot.code))
      .map((slot) => slot.code);
    const product = response.item?.product;
    show(
      context,
      product
        ? {
            code: product.code || 'N/A',
            description: product.description,
            display: productDisplayString(product, 'N/A'),
          }
        : noProduct,
    );
  } catch (error) {
    if (generation === session.generation) await showFailure(context, error);
  }
}

/** As the verify screen opens: reads are listened to, verified once they settle. */
export function openVerify(context: EncodingContext): void {
  const session = verifySession(context);
  show(context, noProduct);
  session.stopListening ??= context.reader?.onRead(
    (reads) => {
      for (const tag of reads) {
        if (!tag.epc && !tag.uid && !tag.barcode) continue;
        const known = session.reads.some(
          (read) => (read.epc ?? read.uid ?? read.barcode) === (tag.epc ?? tag.uid ?? tag.barcode),
        );
        if (known) continue;
        session.reads.push(tag);
        session.cancel?.();
        session.cancel = context.timers.after(context.operation.options.timeoutValidateTags, () => verify(context));
      }
    },
    { randomDelayMs: perReadRandomDelayMs },
  );
}

/** Handler `clearVerify`: reads and boxes forgotten. */
export async function clearVerify(context: EncodingContext): Promise<void> {
  const session = verifySession(context);
  session.generation += 1;
  session.cancel?.();
  session.reads = [];
  session.slots = [];
  session.itemId = '';
  session.tokill = [];
  await context.reader?.clear();
  show(context, noProduct);
}

async function chooseTagToKill(context: EncodingContext): Promise<string | undefined> {
  const { tokill } = verifySession(context);
  const t = context.translate;
  if (tokill.length === 1) {
    const [tag] = tokill as [string];
    return (await context.dialogs.confirm({ title: t('encoding.kill.confirmOne', { tag }) })) ? tag : undefined;
  }
  const chosen = await context.dialogs.select({
    title: t('encoding.kill.title'),
    options: tokill.map((tag) => ({ value: tag, label: tag, secondaryLabel: t('encoding.kill.subtitle') })),
  });
  return chosen?.[0];
}

/** Handler `killTag` (002 §4): the unknown tag chosen, killed in up to 3 attempts, then 'retry kill tag'. */
export async function killTag(context: EncodingContext): Promise<void> {
  const target = await chooseTagToKill(context);
  if (!target || !context.device) return;
  let attempt = 1;
  for (;;) {
    try {
      await context.device.kill({
        targetEpc: target,
        ...(context.kindOptions.encodingTagPassword ? { password: context.kindOptions.encodingTagPassword } : {}),
      });
      context.dialogs.toast({ status: 'success', title: context.translate('encoding.kill.done') });
      await clearVerify(context);
      return;
    } catch (error) {
      if (attempt < maxKillAttempts) {
        attempt += 1;
        continue;
      }
      if (!(await context.dialogs.confirm({ title: context.translate('encoding.kill.retry') }))) {
        await showFailure(context, error);
        return;
      }
      attempt = 1;
    }
  }
}

/** Handler `deleteAssociation` (002 §4): asked, the item's identifiers removed on the server, told. */
export async function deleteAssociation(context: EncodingContext): Promise<void> {
  const { itemId } = verifySession(context);
  if (!itemId) return;
  if (!(await context.dialogs.confirm({ title: context.translate('encoding.delete.confirm') }))) return;
  try {
    if (!(await disassociateItem(context.api, itemId, context.operation.id)))
      return await showFailure(context, context.translate('encoding.delete.failed'));
  } catch (error) {
    return showFailure(context, error);
  }
  context.dialogs.toast({ status: 'success', title: context.translate('encoding.delete.done') });
  await clearVerify(context);
}

/** Verify's associate tab: the associate route, with the template path it came from (002 §2). */
export function backToAssociate(context: EncodingContext): void {
  const origin = context.navigation.originTemplatePath;
  const opCode = context.operation.code;
  context.navigate(
    typeof origin === 'string' && origin !== ''
      ? buildRoute(routePattern('encodingTemplateAssociate'), { templatePath: origin, opCode })
      : buildRoute(routePattern('encodingAssociate'), { opCode }),
  );
}

/** The associate screen's verify tab (002 §2): the antenna stopped, antennaTurnWaitingInterval waited, verify opened. */
export async function openVerifyTab(context: EncodingContext): Promise<void> {
  await context.reader?.stop();
  await context.timers.delay(context.kindOptions.antennaTurnWaitingInterval);
  context.navigate(buildRoute(routePattern('encodingVerify'), { opCode: context.operation.code }), {
    state: { originTemplatePath: context.operation.templatePath ?? '' },
  });
}
