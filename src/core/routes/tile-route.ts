import type { OperationType } from '../operation-types.ts';
import { buildRoute } from './build-route.ts';

/** The first segment of the dashboard tile route of each operation type (000 §2.1, 001 §2.1). */
const tileRouteRoot: Record<OperationType, string> = {
  TAG_INFO: '/tag-info',
  TRANSFER_TO_ZONE: '/transfer-to-zone',
  SIMPLE_ITEM_LIST: '/simple-item-list',
  SIMPLE_PARCEL_LIST: '/simple-parcel-list',
  INBOUND: '/shipping',
  OUTBOUND: '/shipping',
  PACKING: '/shipping',
  SORTING: '/sorting',
  ENCODING: '/encoding',
  INVENTORY: '/inventory',
  SIMPLE_ITEM_SESSION_LIST: '/simple-item-session-list',
};

export interface TileOperation {
  type: OperationType;
  code: string;
  templatePath?: string | null;
}

/** `/{root}/{templatePath}/:opCode`, the `{templatePath}/` segment only when templatePath is not blank (000 §2.1). */
export function tileRoute(operation: TileOperation): string {
  const root = tileRouteRoot[operation.type];
  const templatePath = operation.templatePath?.trim();
  return templatePath
    ? buildRoute(`${root}/:templatePath/:opCode`, { templatePath, opCode: operation.code })
    : buildRoute(`${root}/:opCode`, { opCode: operation.code });
}
