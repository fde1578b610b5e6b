/**
 * The product selection of the associate screen (002 §2 form / product mode): the product searched by its code
 * (findProduct), then its item configuration (a validation without identifiers answers the configured identifiers),
 * then the boxes wait for reads. Clear forgets the product (and the production order row it came from).
 */
import { findEncodingProduct, validateEncoding } from '../../api/encoding.ts';
import { textOf } from '../../core/forms/value-path.ts';
import { isRecord } from '../../core/guards.ts';
import type { Product } from '../../core/readings/decoded-read.ts';
import { validationVerdict } from '../../core/encoding/validation-verdict.ts';
import { clearAssociation, forgetProduct, startAssociation } from './association-runner.ts';
import { showCounters } from './production-counters.ts';
import {
  associateSession,
  identifierMode,
  productView,
  setScreen,
  showFailure,
  stationPart,
  type EncodingContext,
} from './session.ts';

const productCodeOf = (event: unknown) =>
  isRecord(event) && isRecord(event.product) ? textOf(event.product.code).trim() : '';

/** Handler `searchProduct`, args {event: the form data}. */
export async function searchProduct(context: EncodingContext, args: Record<string, unknown>): Promise<void> {
  const code = productCodeOf(args.event);
  // 002 §5: in product mode a code blank after trimming does nothing.
  if (!code) return;
  setScreen(context, { searching: true });
  try {
    const product = await findEncodingProduct(context.api, code, context.operation.id);
    if (!product) return await showFailure(context, context.translate('encoding.messages.noConfiguration'));
    await loadItemConfiguration(context, product, product.id);
  } catch (error) {
    await showFailure(context, error);
  } finally {
    setScreen(context, { searching: false });
  }
}

/**
 * The item configuration of the product to encode (a validation without identifiers, startEntityId the product or
 * the production order row), then the association started and the antenna on. False, with the failure shown, when
 * there is no configuration. Failed calls throw.
 */
export async function loadItemConfiguration(
  context: EncodingContext,
  product: Product,
  startEntityId: string,
): Promise<boolean> {
  const session = associateSession(context);
  const response = await validateEncoding(context.api, { ...stationPart(context), identifiers: [], startEntityId });
  const verdict = validationVerdict(response, { ignoreUnknownTags: false });
  if (verdict.kind === 'missingOption') {
    await showFailure(context, context.translate('encoding.messages.missingOption', { ref: verdict.ref }));
    return false;
  }
  if (verdict.kind === 'noConfiguration' || response.configurationDetails.length === 0) {
    await showFailure(context, context.translate('encoding.messages.noConfiguration'));
    return false;
  }
  session.product = product;
  session.details = response.configurationDetails;
  setScreen(context, { product: productView(product) });
  startAssociation(context);
  await context.reader?.start();
  return true;
}

/**
 * Handler `clearProduct`: the selection reset, the antenna stopped, the boxes gone. A production order row goes
 * with the product; its order stays (002 §2: clearing the row keeps the order).
 */
export async function clearProduct(context: EncodingContext): Promise<void> {
  const session = associateSession(context);
  if (session.association?.status === 'WRITING') return;
  if (identifierMode(context)) {
    // The reads forgotten, the antenna left as it is: the next item read names its product.
    clearAssociation(context);
    forgetProduct(context);
    return;
  }
  await context.reader?.stop();
  clearAssociation(context);
  session.product = undefined;
  session.row = undefined;
  session.details = [];
  session.association = undefined;
  showCounters(context, undefined);
  setScreen(context, { product: null, row: null, identifiers: [], association: null, canRetry: false });
}
