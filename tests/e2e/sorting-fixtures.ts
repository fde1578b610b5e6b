import type { Page } from '@playwright/test';
import { openTile } from './tile-fixtures.ts';

/** As an operator: signs in, chooses the packing bench and opens the 'Store replenishment sorting' tile (its list). */
export const openSortings = (page: Page) =>
  openTile(page, 'Packing bench 1', 'Store replenishment sorting', /\/sorting\/SORTING$/);
