/**
 * The add-parcel form (001 §2.6; the ASN screen's reading B, per the spec README): the ASN and the parcel come from
 * the navigation state or are fetched by id; the form starts from the ASN's values, then the parcel's (parcelCode its
 * code). Its submit starts the parcel against the ASN and opens the parcel reading (001 §2.5 reading B).
 */
import { fetchAsn, fetchParcel } from '../../api/shipping.ts';
import { isRecord } from '../../core/guards.ts';
import { buildRoute } from '../../core/routes/build-route.ts';
import { routePattern } from '../../core/routes/route-table.ts';
import { parseAsn, parseParcel, type Asn, type Parcel } from '../../core/shipping/shipment-records.ts';
import { screenValue, setScreen, showFailure, showMessage, type ShippingContext } from './session.ts';
import { startShippingParcel } from './start-parcel.ts';

/** The form's first values: the ASN's attributes and places, then the parcel's, parcelCode the parcel's code. */
export function addParcelInitialData(asn: Asn | undefined, parcel: Parcel | undefined): Record<string, unknown> {
  return {
    ...(asn ? { ...asn.attributes, originPlaceId: asn.originPlaceId, destinationPlaceId: asn.destinationPlaceId } : {}),
    ...(parcel ? { ...parcel.attributes, parcelCode: parcel.code } : {}),
  };
}

/**
 * The form as it opens: an autocomplete whose first value is an id (the ASN's originPlaceId) takes it as its default,
 * which the form looks up by id to show the record (000 §5 defaults), instead of showing the bare id.
 */
export function addParcelForm(
  formSchema: readonly Readonly<Record<string, unknown>>[],
  initial: Readonly<Record<string, unknown>>,
): { formSchema: Record<string, unknown>[]; initialData: Record<string, unknown> } {
  const initialData = { ...initial };
  const fields = formSchema.map((field) => {
    const name = typeof field.name === 'string' ? field.name : '';
    const value = initialData[name];
    if (field.type !== 'autocomplete' || typeof value !== 'string' || value === '') return { ...field };
    delete initialData[name];
    return { ...field, defaultValue: value };
  });
  return { formSchema: fields, initialData };
}

async function asnOf(context: ShippingContext): Promise<Asn | undefined> {
  const handed = parseAsn(context.navigation.asn);
  if (handed) return handed;
  const asnId = context.params.asnId ?? '';
  return asnId ? fetchAsn(context.api, asnId) : undefined;
}

async function parcelOf(context: ShippingContext): Promise<Parcel | undefined> {
  const parcelId = context.params.parcelId ?? '';
  const handed = parseParcel(context.navigation.parcel);
  if (handed && (!parcelId || handed.id === parcelId)) return handed;
  return parcelId ? fetchParcel(context.api, parcelId) : undefined;
}

/**
 * The ASN screen the form goes back to (001 §2.6): the ASN's own (/shipping/:opCode/asn/:asnId), or, without an asnId
 * (001 §2.5 opens the form with an empty one when there is no ASN), the ASN selection at /shipping/:opCode. The
 * route /shipping/:opCode/asn/ cannot be built: the route table reads it as a start route of templatePath :opCode.
 */
const asnRoute = (context: ShippingContext) => {
  const opCode = context.operation.code;
  const asnId = context.params.asnId ?? '';
  return asnId
    ? buildRoute(routePattern('shippingAsn'), { opCode, asnId })
    : buildRoute(routePattern('shippingStart'), { opCode });
};

/** As the form opens: its ASN and parcel, and the initial values; without an ASN, the error and back to asnRoute. */
export async function openAddParcel(context: ShippingContext): Promise<void> {
  setScreen(context, { loading: true });
  try {
    const [asn, parcel] = await Promise.all([asnOf(context), parcelOf(context)]);
    if (!asn) {
      await showMessage(context, 'shipment.errors.shipment');
      context.navigate(asnRoute(context), { replace: true });
      return;
    }
    const form = addParcelForm(context.operation.formSchema, addParcelInitialData(asn, parcel));
    setScreen(context, { asn, parcel, ...form, ready: true });
  } catch (failure) {
    await showFailure(context, failure);
    context.navigate(asnRoute(context), { replace: true });
  } finally {
    setScreen(context, { loading: false });
  }
}

/** Handler `submitAddParcel`, args {formData}: starts the parcel against the ASN, then its reading. */
export async function submitAddParcel(context: ShippingContext, args: Record<string, unknown>): Promise<void> {
  const formData = isRecord(args.formData) ? args.formData : {};
  const asn = parseAsn(screenValue(context, 'asn'));
  if (!asn) return showMessage(context, 'shipment.errors.shipment');
  const parcel = await startShippingParcel(context, formData, asn);
  if (!parcel) return;
  context.state.set('formData', formData);
  context.navigate(buildRoute(routePattern('shippingReading'), { opCode: context.operation.code }), {
    state: {
      formData,
      parcel,
      asn,
      backRoute: routePattern('shippingAsn'),
      backRouteParams: { opCode: context.operation.code, asnId: asn.id },
    },
  });
}

/** Handler `leaveAddParcel`: back to the ASN screen. */
export async function leaveAddParcel(context: ShippingContext): Promise<void> {
  context.navigate(asnRoute(context));
}
