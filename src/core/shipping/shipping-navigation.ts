/** Where the shipping screens lead (001 §2.4, §2.7). */
import { backRouteOf, type NavigationState } from '../routes/navigation-state.ts';
import { buildRoute } from '../routes/build-route.ts';
import { routePattern } from '../routes/route-table.ts';

export interface AsnSelectionOptions {
  shippingMode: string;
  startAsnScreen: string;
}

/**
 * 001 §2.4: the ASN selection shows first for INBOUND or OUTBOUND in shippingMode 'shipment' with a startAsnScreen
 * other than 'no', unless the operator chose to skip it ('Read parcel').
 */
export function showsAsnSelection(type: string, options: AsnSelectionOptions, skipped: boolean): boolean {
  return (
    (type === 'INBOUND' || type === 'OUTBOUND') &&
    options.shippingMode === 'shipment' &&
    options.startAsnScreen !== 'no' &&
    !skipped
  );
}

/** 001 §2.7: back to the backRoute handed over, else to /shipping/:opCode when the form has fields, else to /. */
export function parcelReadingBack(navigation: NavigationState, opCode: string, formHasFields: boolean): string {
  return backRouteOf(navigation) ?? (formHasFields ? buildRoute(routePattern('shippingStart'), { opCode }) : '/');
}
