/** Demo data for the dashboard's tests and stories. */
import { parseLoggedUser } from '../core/logged-user.ts';
import { parseOperation, type OperationConfig } from '../core/operation-config/index.ts';
import { parseWorkstation, type Workstation } from '../core/workstation.ts';
import type { KeyValueStorage } from '../shell/startup/index.ts';

export const operatorUser = parseLoggedUser({
  id: 'u-operator',
  username: 'operator',
  name: 'Mario',
  surname: 'Rossi',
  capabilities: ['Resource.Workstation.view', 'Operation.Inbound.perform'],
  userPlaces: [
    { id: 'p-lom', code: 'WH-LOM', description: 'Warehouse Lombardia' },
    { id: 'p-mil', code: 'ST-MIL', description: 'Store Milano' },
  ],
});

export const operation = (raw: Record<string, unknown>): OperationConfig =>
  parseOperation({ id: `id-${String(raw.code)}`, type: 'SIMPLE_ITEM_LIST', ...raw }).operation;

/** Operations as the sandbox has them (shuffled, one disabled), with icons names and one image URL. */
export const demoOperations: OperationConfig[] = [
  operation({
    code: 'INBOUND',
    type: 'INBOUND',
    description: 'Store inbound',
    displayPriority: 50,
    icon: 'arrow-down-tray',
  }),
  operation({ code: 'TAG-INFO', type: 'TAG_INFO', description: 'Tag info', displayPriority: 10, icon: 'tag' }),
  operation({ code: 'ITEM-LIST', description: 'Item list', displayPriority: 30, icon: '/tiles/item-list.svg' }),
  operation({ code: 'OLD-LIST', description: 'Retired list', displayPriority: 1, enabled: false }),
  operation({
    code: 'CONVEYOR',
    type: 'TRANSFER_TO_ZONE',
    description: 'Tunnel transfer',
    displayPriority: 20,
    templatePath: 'conveyor',
  }),
  operation({
    code: 'BAGGING',
    type: 'ENCODING',
    description: 'Bagging machine monitor',
    displayPriority: 20,
    templatePath: 'imbustatrice',
    disableWorkstationCheck: true,
  }),
  operation({ code: 'SORTING', type: 'SORTING', description: 'Store replenishment sorting', displayPriority: 80 }),
];

export const workstation = (raw: Record<string, unknown>): Workstation => {
  const parsed = parseWorkstation(raw);
  if (!parsed) throw new Error('A demo workstation needs an id');
  return parsed;
};

export const demoWorkstations: Workstation[] = [
  workstation({ id: 'ws-in', code: 'WS-LOM-INBOUND', description: 'Inbound gate 1', placeId: 'p-lom' }),
  workstation({ id: 'ws-pack', code: 'WS-LOM-PACK', description: 'Packing bench', placeId: 'p-lom' }),
  workstation({ id: 'ws-mil', code: 'WS-MIL-01', description: '', placeId: 'p-mil' }),
];

/** A Storage-like map, so tests and stories leave the browser's local storage alone. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
