/**
 * The questions and messages of an association (002 §2, §4, §5, §8): force, PIN, retry write, update only product,
 * proceed despite the QC problems.
 */
import type { AssociationCommand, Feedback } from '../../core/encoding/association-machine.ts';
import type { EncodingError } from '../../core/encoding/encoding-records.ts';
import { associateSession, showFailure, type EncodingContext } from './session.ts';

type Ask = Extract<AssociationCommand, { type: 'ask' }>;
type Tell = Extract<AssociationCommand, { type: 'feedback' }>;

/** WRONG_QC_SIZE with payload.manualSize has its own text (the product's size against the one measured, 002 §8). */
function errorKey(errorCode: string, payload?: EncodingError['payload']): string {
  const code = errorCode.replace(/\s+/g, '_');
  return code === 'WRONG_QC_SIZE' && manualSizeOf(payload) ? `${code}_manualSize` : code;
}

const manualSizeOf = (payload?: EncodingError['payload']) => {
  const size = payload?.manualSize;
  return typeof size === 'string' || typeof size === 'number' ? String(size) : '';
};

/**
 * The errors as the operator reads them: translated by code where a translation exists, else the code (002 §8).
 * productSize is the product's size for WRONG_QC_SIZE ('n/a' when unknown).
 */
export function errorTexts(context: EncodingContext, errors: readonly EncodingError[], productSize?: string): string {
  return errors.map((error) => errorText(context, error.errorCode, error.ref, error.payload, productSize)).join(', ');
}

/** One error code as the operator reads it: its translation naming `ref`, else the code (002 §8). */
export function errorText(
  context: EncodingContext,
  errorCode: string,
  ref: string,
  payload?: EncodingError['payload'],
  productSize?: string,
): string {
  const key = `encoding.errorCodes.${errorKey(errorCode, payload)}`;
  const size = productSize || context.translate('encoding.noCode');
  const text = context.translate(key, { ref, size, manualSize: manualSizeOf(payload) });
  return text === key ? errorCode : text;
}

export async function ask(context: EncodingContext, command: Ask): Promise<{ yes: boolean; pin?: string }> {
  const t = context.translate;
  switch (command.question) {
    case 'pin': {
      const pin = await context.dialogs.pin({ title: t('encoding.pin.title') });
      return pin === undefined ? { yes: false } : { yes: true, pin };
    }
    case 'forceConfirm':
      return {
        yes: await context.dialogs.confirm({
          title: t('encoding.force.title'),
          message: `${errorTexts(context, command.errors)}. ${t('encoding.force.question')}`,
        }),
      };
    case 'qcConfirm':
      return {
        yes: await context.dialogs.confirm({
          title: t('encoding.qc.title'),
          message: `${errorTexts(context, command.errors, command.productSize)}. ${t('encoding.qc.question')}`,
          confirmLabel: t('dialogs.yes'),
          cancelLabel: t('dialogs.no'),
        }),
      };
    case 'retryWrite':
      return { yes: await context.dialogs.confirm({ title: t('encoding.messages.retryWrite') }) };
    case 'updateOnlyProduct': {
      // 002 §2, §4: the identifier read, with the product card of its item; Yes gives the item the product chosen.
      const product = associateSession(context).product;
      const code = command.identifierCode ?? '';
      const message = t('encoding.messages.updateOnlyProductDetail', { code, product: product?.code ?? '' });
      return {
        yes: await context.dialogs.confirm({
          title: t('encoding.messages.updateOnlyProduct'),
          message,
          ...(code ? { productDetail: { identifierCode: code } } : {}),
        }),
      };
    }
  }
}

const errorKeys: Readonly<Record<Exclude<Feedback, 'success' | 'successNone'>, string>> = {
  onlyVirgin: 'encoding.messages.onlyVirgin',
  noConfiguration: 'encoding.messages.noConfiguration',
  missingOption: 'encoding.messages.missingOption',
  failed: 'encoding.messages.tagsErrors',
  targetNotFound: 'encoding.messages.targetNotFound',
  generationFailed: 'encoding.messages.generationFailed',
  writeError: 'encoding.messages.writeTag',
  createError: 'encoding.messages.createError',
  invalidTagRead: 'encoding.messages.invalidTagRead',
  oneTagOnly: 'encoding.messages.oneTagOnly',
  rewriteFailed: 'encoding.messages.rewriteFailed',
};

export async function tell(context: EncodingContext, command: Tell): Promise<void> {
  const t = context.translate;
  if (command.feedback === 'success') {
    context.dialogs.toast({ status: 'success', title: t('encoding.messages.success') });
    return;
  }
  if (command.feedback === 'successNone') {
    if (context.kindOptions.onItemAlreadyEncodedFeedback === 'confirmModal')
      await context.dialogs.feedback({ title: t('encoding.messages.successNone'), status: 'info' });
    else context.dialogs.toast({ status: 'info', title: t('encoding.messages.successNone') });
    return;
  }
  const message = t(errorKeys[command.feedback], { ref: command.ref ?? '' });
  const details = command.errors.length > 0 ? `${message}: ${errorTexts(context, command.errors)}` : message;
  await showFailure(context, details);
}
