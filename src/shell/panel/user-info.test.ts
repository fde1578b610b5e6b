import { describe, expect, it } from 'vitest';
import { parseLoggedUser } from '../../core/logged-user.ts';
import { legacyUsername, placesLine, userPhone, userRoles } from './user-info.ts';

const operator = parseLoggedUser({
  id: 'u1',
  username: 'operator',
  roles: [{ id: 'r1', code: 'WAREHOUSE_OPERATOR', description: 'Warehouse operator' }],
  userPlaces: [
    { id: 'p1', code: 'WH-LOM', description: 'Warehouse Lombardia' },
    { id: 'p2', code: 'ST-MIL', description: '' },
  ],
  attributes: { phone: '+39 02 5550 1234', as400Username: 'MROSSI' },
});

describe('userRoles()', () => {
  it('[000-2.8-04] should give the user roles', () => {
    expect(userRoles(operator).map((r) => r.code)).toEqual(['WAREHOUSE_OPERATOR']);
  });

  it('[000-2.8-05] should put the synthetic Admin role first for an admin user', () => {
    expect(userRoles({ ...operator, admin: true })).toEqual([
      { id: 'admin', code: 'admin', description: 'Admin' },
      { id: 'r1', code: 'WAREHOUSE_OPERATOR', description: 'Warehouse operator' },
    ]);
  });
});

describe('placesLine()', () => {
  it("[000-2.8-02] should join the places by ' - ', the code standing for a missing description", () => {
    expect(placesLine(operator)).toBe('Warehouse Lombardia - ST-MIL');
  });
});

describe('userPhone() / legacyUsername()', () => {
  it('[000-2.8-01] [000-2.8-03] should read the attributes when the user has no such fields', () => {
    expect(userPhone(operator)).toBe('+39 02 5550 1234');
    expect(legacyUsername(operator)).toBe('MROSSI');
  });

  it('[000-2.8-01] [000-2.8-03] should prefer the fields the server sends', () => {
    const user = { ...operator, phone: '+39 06 1', as400Username: 'ROSSIM' };
    expect(userPhone(user)).toBe('+39 06 1');
    expect(legacyUsername(user)).toBe('ROSSIM');
    expect(legacyUsername({ ...operator, attributes: {} })).toBe('');
  });
});
