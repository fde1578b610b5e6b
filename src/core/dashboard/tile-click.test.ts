import { describe, expect, it } from 'vitest';
import { parseOperation } from '../operation-config/index.ts';
import type { DashboardOperation } from './dashboard-operations.ts';
import { decideTileClick } from './tile-click.ts';

const op = (raw: Record<string, unknown> = {}) =>
  parseOperation({ id: '1', code: 'INB', type: 'INBOUND', ...raw }).operation as DashboardOperation;

describe('decideTileClick()', () => {
  it('[000-2.4-18] [000-5-other-01] should navigate to the tile route with a default workstation', () => {
    expect(decideTileClick(op({ templatePath: 'erp' }), { hasWorkstation: true, emulation: false })).toEqual({
      kind: 'navigate',
      to: '/shipping/erp/INB',
    });
  });

  it("should be the 'no workstation selected' error without a default workstation", () => {
    expect(decideTileClick(op(), { hasWorkstation: false, emulation: false })).toEqual({
      kind: 'error',
      error: 'noWorkstationSelected',
    });
  });

  it.each([
    ['the member', { disableWorkstationCheck: true }],
    ['the option', { options: { disableWorkstationCheck: 'true' } }],
  ])('[000-2.4-18] [000-5-other-01] should navigate without a workstation when %s disables the check', (_, raw) => {
    expect(decideTileClick(op(raw), { hasWorkstation: false, emulation: false })).toEqual({
      kind: 'navigate',
      to: '/shipping/INB',
    });
  });

  it('[000-2.4-20] should still navigate without a workstation in emulation mode', () => {
    expect(decideTileClick(op(), { hasWorkstation: false, emulation: true })).toEqual({
      kind: 'navigate',
      to: '/shipping/INB',
    });
  });
});
