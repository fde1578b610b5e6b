import type { OperationKind } from '../operation-types.ts';

/** Who may reach a route (000 §2.1 access rules): 'both' is the table's "public and private". */
export type RouteAccess = 'private' | 'publicOnly' | 'both';

export interface RouteEntry {
  /** Unique name to build links by (routePattern). */
  id: string;
  /** A path whose `:name` segments are placeholders. */
  pattern: string;
  access: RouteAccess;
  /** The operation kind whose plugin serves the screen; absent for shell routes. */
  kind?: OperationKind;
  /** `{kind or 'shell'}/{name}`: the screen the runtime renders. Several routes may show one screen. */
  screen: string;
  /** The fixed templatePath segment this route serves, when its pattern names one. */
  templatePath?: string;
}

/** 002 §2: the ERP template segments are 'encodingOutbound' / 'encodingInbound' + the provider's short name. */
export const erpProvider = 'Sap';
export const outboundErpTemplatePath = `encodingOutbound${erpProvider}` as const;
export const inboundErpTemplatePath = `encodingInbound${erpProvider}` as const;

const shell = <const Id extends string>(id: Id, pattern: string, access: RouteAccess, screen: `shell/${string}`) => ({
  id,
  pattern,
  access,
  screen,
});

/**
 * An operation route: private (000 §2.1), its kind read from the screen name, its templatePath from a literal second
 * segment (the `{templatePath}/` position of 000 §2.1, e.g. /encoding/browserPrint/:opCode).
 */
const operation = <const Id extends string>(id: Id, pattern: string, screen: `${OperationKind}/${string}`) => {
  const kind = screen.slice(0, screen.indexOf('/')) as OperationKind;
  const second = pattern.split('/')[2];
  const templatePath = second && !second.startsWith(':') ? second : undefined;
  return { id, pattern, access: 'private' as const, kind, screen, ...(templatePath ? { templatePath } : {}) };
};

/**
 * Every route of 000 §2.1, 001 §2.2 and 002 §2. A `/{kind}/:templatePath/:opCode` route is the dashboard tile route
 * of an operation whose templatePath names no fixed variant; its screen picks the descriptor by that templatePath.
 */
export const routeTable = [
  shell('dashboard', '/', 'private', 'shell/dashboard'),
  shell('login', '/login', 'publicOnly', 'shell/login'),
  shell('connectionError', '/connection-error', 'both', 'shell/connection-error'),
  shell('utilities', '/utilities', 'both', 'shell/utilities'),
  shell('writeTag', '/utilities/write-tag', 'both', 'shell/write-tag'),
  // The single-sign-on redirect target: reached before and after the token is stored.
  shell('authCallback', '/auth/callback', 'both', 'shell/auth-callback'),

  operation('tagInfo', '/tag-info/:opCode', 'tag-info/reading'),
  operation('tagInfoTemplate', '/tag-info/:templatePath/:opCode', 'tag-info/reading'),

  operation('transferToZoneForm', '/transfer-to-zone/:opCode', 'transfer-to-zone/form'),
  operation('transferToZoneTemplateForm', '/transfer-to-zone/:templatePath/:opCode', 'transfer-to-zone/form'),
  operation('transferToZoneReading', '/transfer-to-zone/:opCode/reading', 'transfer-to-zone/reading'),
  operation('conveyorForm', '/transfer-to-zone/conveyor/:opCode', 'transfer-to-zone/conveyor-form'),
  operation('conveyorReading', '/transfer-to-zone/conveyor/:opCode/reading', 'transfer-to-zone/conveyor-reading'),

  operation('simpleItemListForm', '/simple-item-list/:opCode', 'simple-item-list/form'),
  operation('simpleItemListTemplateForm', '/simple-item-list/:templatePath/:opCode', 'simple-item-list/form'),
  operation('simpleItemListReading', '/simple-item-list/:opCode/reading', 'simple-item-list/reading'),

  operation('simpleParcelListForm', '/simple-parcel-list/:opCode', 'simple-parcel-list/form'),
  operation('simpleParcelListTemplateForm', '/simple-parcel-list/:templatePath/:opCode', 'simple-parcel-list/form'),
  operation('simpleParcelListReading', '/simple-parcel-list/:opCode/reading', 'simple-parcel-list/reading'),

  operation('shippingStart', '/shipping/:opCode', 'shipping/start'),
  operation('shippingTemplateStart', '/shipping/:templatePath/:opCode', 'shipping/start'),
  operation('shippingAsn', '/shipping/:opCode/asn/:asnId', 'shipping/asn'),
  operation('shippingAddParcel', '/shipping/:opCode/asn/:asnId/add', 'shipping/add-parcel'),
  operation('shippingAddParcelFor', '/shipping/:opCode/asn/:asnId/add/:parcelId', 'shipping/add-parcel'),
  operation('shippingReading', '/shipping/:opCode/reading', 'shipping/reading'),
  operation('cartonizationForm', '/shipping/cartonization/:opCode', 'shipping/cartonization-form'),
  operation('cartonizationReading', '/shipping/cartonization/:opCode/reading', 'shipping/cartonization-reading'),

  operation('sortingList', '/sorting/:opCode', 'sorting/list'),
  operation('sortingTemplateList', '/sorting/:templatePath/:opCode', 'sorting/list'),
  operation('sortingCreate', '/sorting/:opCode/start', 'sorting/create'),
  operation('sortingCreateWithCode', '/sorting/:opCode/start/:code', 'sorting/create'),
  operation('sortingReading', '/sorting/:opCode/reading', 'sorting/reading'),

  operation('inventoryList', '/inventory/:opCode', 'inventory/list'),
  operation('inventoryTemplateList', '/inventory/:templatePath/:opCode', 'inventory/list'),
  operation('inventoryReading', '/inventory/:opCode/start/:id', 'inventory/reading'),

  operation('encodingAssociate', '/encoding/:opCode', 'encoding/associate'),
  operation('encodingTemplateAssociate', '/encoding/:templatePath/:opCode', 'encoding/associate'),
  operation('encodingVerify', '/encoding/:opCode/verify', 'encoding/verify'),
  operation('printAndEncode', '/encoding/browserPrint/:opCode', 'encoding/print-and-encode'),
  operation('baggingMachineForm', '/encoding/imbustatrice/:opCode', 'encoding/bagging-machine-form'),
  operation('baggingMachineMonitor', '/encoding/imbustatrice/:opCode/encode', 'encoding/bagging-machine-monitor'),
  operation('outboundErpForm', '/encoding/encodingOutboundSap/:opCode', 'encoding/outbound-erp-form'),
  operation('outboundErpEncode', '/encoding/encodingOutboundSap/:opCode/encode', 'encoding/outbound-erp-encode'),

  operation('sessionListForm', '/simple-item-session-list/:opCode', 'simple-item-session-list/form'),
  operation(
    'sessionListTemplateForm',
    '/simple-item-session-list/:templatePath/:opCode',
    'simple-item-session-list/form',
  ),
  operation('sessionListReading', '/simple-item-session-list/:opCode/reading', 'simple-item-session-list/reading'),
  operation(
    'tboxCountForm',
    '/simple-item-session-list/countTBoxUbicazioni/:opCode',
    'simple-item-session-list/tbox-count-form',
  ),
  operation(
    'tboxCountReading',
    '/simple-item-session-list/countTBoxUbicazioni/:opCode/reading',
    'simple-item-session-list/tbox-count-reading',
  ),
  operation(
    'inboundErpForm',
    '/simple-item-session-list/encodingInboundSap/:opCode',
    'simple-item-session-list/inbound-erp-form',
  ),
  operation(
    'inboundErpEncode',
    '/simple-item-session-list/encodingInboundSap/:opCode/encode',
    'simple-item-session-list/inbound-erp-encode',
  ),
  operation(
    'inboundErpView',
    '/simple-item-session-list/encodingInboundSap/:opCode/view',
    'simple-item-session-list/inbound-erp-view',
  ),
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof routeTable)[number]['id'];

export function routePattern(id: RouteId): string {
  const route = routeTable.find((entry) => entry.id === id);
  if (!route) throw new Error(`routePattern: no route '${id}'`);
  return route.pattern;
}
