import { describe, expect, it } from 'vitest';
import { displayName, MalformedUserError, parseLoggedUser } from './logged-user.ts';

describe('parseLoggedUser() (000 §3 LoggedUser)', () => {
  it('[000-3-loggeduser-01] [000-3-loggeduser-02] [000-3-loggeduser-03] [000-3-loggeduser-04] [000-3-loggeduser-05] [000-3-loggeduser-06] [000-3-loggeduser-07] [000-3-loggeduser-08] [000-3-place-01] should read every field of 000 §3 LoggedUser and its places', () => {
    const user = parseLoggedUser({
      id: 'u-operator',
      name: 'Mario',
      surname: 'Rossi',
      username: 'operator',
      email: 'mario.rossi@example.com',
      phone: '+39 02 1234567',
      admin: false,
      capabilities: ['Resource.Workstation.view'],
      roles: [{ id: 'r1', code: 'OPERATOR', description: 'Operator' }],
      userPlaces: [
        {
          id: 'p1',
          code: 'WH-LOM',
          description: 'Central Warehouse Lombardia',
          countryCode: 'IT',
          labels: ['WAREHOUSE', 'ITALY', 7, null],
          type: 'WAREHOUSE',
          attributes: { default_workstation_code: 'WS-LOM-INBOUND' },
        },
        { id: 'p2', code: 'SUP-1', type: 'SUPPLIER', labels: 'oops' },
      ],
      attributes: { department: 'Logistics' },
      as400Username: 'MROSSI',
      pin: '1234',
    });
    expect(user).toEqual({
      id: 'u-operator',
      name: 'Mario',
      surname: 'Rossi',
      username: 'operator',
      email: 'mario.rossi@example.com',
      phone: '+39 02 1234567',
      admin: false,
      capabilities: ['Resource.Workstation.view'],
      roles: [{ id: 'r1', code: 'OPERATOR', description: 'Operator' }],
      userPlaces: [
        {
          id: 'p1',
          code: 'WH-LOM',
          description: 'Central Warehouse Lombardia',
          countryCode: 'IT',
          labels: ['WAREHOUSE', 'ITALY', '7'],
          type: 'WAREHOUSE',
          attributes: { default_workstation_code: 'WS-LOM-INBOUND' },
        },
        { id: 'p2', code: 'SUP-1', description: '', countryCode: '', labels: [], type: 'SUPPLIER', attributes: {} },
      ],
      attributes: { department: 'Logistics' },
      as400Username: 'MROSSI',
      pin: '1234',
    });
  });

  it('should keep the fields of 000 §3 and drop wrong shapes', () => {
    const user = parseLoggedUser({
      id: 7,
      username: 'operator',
      name: 'Mario',
      surname: 'Rossi',
      capabilities: ['Operation.Inbound.perform', 3],
      userPlaces: [{ id: 'p1', code: 'WH', description: 'Warehouse', attributes: { default_workstation_code: 'WS1' } }],
      roles: 'oops',
    });
    expect(user).toMatchObject({
      id: '7',
      username: 'operator',
      admin: false,
      capabilities: ['Operation.Inbound.perform'],
    });
    expect(user.userPlaces[0]?.attributes.default_workstation_code).toBe('WS1');
    expect(user.roles).toEqual([]);
  });

  it('[000-6-06] should make a holder of System.Administration.perform an admin', () => {
    expect(parseLoggedUser({ id: '1', username: 'a', capabilities: ['System.Administration.perform'] }).admin).toBe(
      true,
    );
  });

  it('should refuse a user without id or username', () => {
    expect(() => parseLoggedUser({ name: 'x' })).toThrow(MalformedUserError);
    expect(() => parseLoggedUser(null)).toThrow(MalformedUserError);
  });
});

describe('displayName()', () => {
  it.each([
    [{ name: 'Mario', surname: 'Rossi', username: 'operator' }, 'Mario Rossi'],
    [{ name: '', surname: '', username: 'operator' }, 'operator'],
    [undefined, '---'],
  ])('should show %j as %s', (user, expected) => expect(displayName(user)).toBe(expected));
});
