import type { LoggedUser } from '../core/logged-user.ts';

/** The sandbox's newcomer (Luca Verdi): no places yet, one attribute already set. */
export const newcomer: LoggedUser = {
  id: 'u-newcomer',
  username: 'newcomer',
  name: 'Luca',
  surname: 'Verdi',
  email: '',
  phone: '',
  as400Username: '',
  admin: false,
  capabilities: [],
  roles: [],
  userPlaces: [],
  attributes: { pin: '1234' },
  pin: '',
};
