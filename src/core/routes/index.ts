export { buildRoute } from './build-route.ts';
export { matchRoute, type RouteMatch } from './match-route.ts';
export { mergeQuery, readQuery, type QueryParams, type QueryValue } from './query.ts';
export {
  erpProvider,
  inboundErpTemplatePath,
  outboundErpTemplatePath,
  routePattern,
  routeTable,
  type RouteAccess,
  type RouteEntry,
  type RouteId,
} from './route-table.ts';
export { tileRoute, type TileOperation } from './tile-route.ts';
