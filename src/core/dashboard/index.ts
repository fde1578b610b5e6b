/** The dashboard's rules (000 §2.4): which tiles, in which order, and what a tile click does. */
export {
  compareTiles,
  dashboardOperations,
  needsFillerTile,
  placeholderTileCount,
  type DashboardOperation,
} from './dashboard-operations.ts';
export { decideTileClick, type TileClickContext, type TileClickDecision } from './tile-click.ts';
export { tileVisual, type TileVisual } from './tile-visual.ts';
export { missingValue, workstationCardText } from './workstation-card.ts';
