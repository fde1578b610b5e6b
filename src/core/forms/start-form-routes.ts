/**
 * Which routes show the shared start form (000 §2.13) and where a valid submit goes: the operation's reading (or
 * encoding) route. An operation may name its own with the option submitPath; the back path with backPath.
 */
import { buildRoute } from '../routes/build-route.ts';
import { routePattern, type RouteId } from '../routes/route-table.ts';

const submitRouteOf: Readonly<Record<string, RouteId>> = {
  'transfer-to-zone/form': 'transferToZoneReading',
  'transfer-to-zone/conveyor-form': 'conveyorReading',
  'simple-item-list/form': 'simpleItemListReading',
  'simple-parcel-list/form': 'simpleParcelListReading',
  'shipping/form': 'shippingReading',
  'shipping/cartonization-form': 'cartonizationReading',
  'encoding/bagging-machine-form': 'baggingMachineMonitor',
  'encoding/outbound-erp-form': 'outboundErpEncode',
  'simple-item-session-list/form': 'sessionListReading',
  'simple-item-session-list/tbox-count-form': 'tboxCountReading',
  'simple-item-session-list/inbound-erp-form': 'inboundErpEncode',
};

export const startFormScreen = 'common/start-form';

export function isStartFormScreen(screen: string): boolean {
  return Object.hasOwn(submitRouteOf, screen);
}

/** The submit path with opCode: the option submitPath when set (':opCode' filled in), else the kind's next route. */
export function startFormSubmitPath(screen: string, opCode: string, configured?: string): string | undefined {
  const own = configured ? safeRoute(configured, opCode) : undefined;
  if (own) return own;
  const route = submitRouteOf[screen];
  return route ? buildRoute(routePattern(route), { opCode }) : undefined;
}

/** 000 §2.13: back goes to the configured back path with opCode, or to /. */
export function startFormBackPath(opCode: string, configured?: string): string {
  return (configured && safeRoute(configured, opCode)) || '/';
}

/** A configured path with opCode filled in (or added as a query); undefined when it names other placeholders. */
function safeRoute(configured: string, opCode: string): string | undefined {
  try {
    return buildRoute(configured, { opCode });
  } catch {
    return undefined;
  }
}
