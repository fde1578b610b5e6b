/**
 * The product selection of the associate screen (002 §2 form / product mode): the product searched by its code
 * (findProduct), then its item configuration (a validation without identifiers answers the configured identifiers),
 * then the boxes wait for reads. Clear forgets the product.
 */
import { findEncodingProduct, validateEncoding } from '../../api/encoding.ts';
import { productDisplayString } from '../../core/readings/product-display.ts';
import { textOf } from '../../core/forms/value-path.ts';
import { isRecord } from '../../core/guards.ts';
import { validationVerdict } from '../../core/encoding/validation-verdict.ts';
import { clearAssociation, startAssociation } from './association-runner.ts';
import { associateSession, setScreen, showFailure, stationPart, type EncodingContext } from './session.ts';

const productCodeOf = (event: unknown) =>
  isRecord(event) && isRecord(event.product) ? textOf(event.product.code).trim() : '';

/** Handler `searchProduct`, args {event: the form data}. */
export async function searchProduct(context: EncodingContext, args: Record<string, unknown>): Promise<void> {
  const code = productCodeOf(args.event);
  // 002 §5: in product mode a code blank after trimming does nothing.
  if (!code) return;
  const session = associateSession(context);
  setScreen(context, { searching: true });
  try {
    const product = await findEncodingProduct(context.api, code, context.operation.id);
    if (!product) return await showFailure(context, context.translate('encoding.messages.noConfiguration'));
    const response = await validateEncoding(context.api, {
      ...stationPart(context),
      identifiers: [],
      startEntityId: product.id,
    });
    const verdict = validationVerdict(response, { ignoreUnknownTags: false });
    if (verdict.kind === 'missingOption')
      return await showFailure(context, context.translate('encoding.messages.missingOption', { ref: verdict.ref }));
    if (verdict.kind === 'noConfiguration' || response.configurationDetails.length === 0)
      return await showFailure(context, context.translate('encoding.messages.noConfiguration'));
    session.product = product;
    session.details = response.configurationDetails;
    setScreen(context, {
      product: { code: product.code, description: product.description, display: productDisplayString(product, 'N/A') },
    });
    startAssociation(context);
    await context.reader?.start();
  } catch (error) {
    await showFailure(context, error);
  } finally {
    setScreen(context, { searching: false });
  }
}

/** Handler `clearProduct`: the selection reset, the antenna stopped, the boxes gone. */
export async function clearProduct(context: EncodingContext): Promise<void> {
  const session = associateSession(context);
  if (session.association?.status === 'WRITING') return;
  await context.reader?.stop();
  clearAssociation(context);
  session.product = undefined;
  session.details = [];
  session.association = undefined;
  setScreen(context, { product: null, identifiers: [], association: null, canRetry: false });
}
