import { parseAntenna, parseBalance, parseWorkstations, type Workstation } from '../core/workstation.ts';
import type { ApiClient } from './http-client.ts';
import { resources } from './resources.ts';

/** 000 §9 workstation search size. */
export const workstationSearchSize = 500;

/**
 * 000 §7.2: GET api/v1/workstations with {placeIds, size 500}, reading content. No place ids is no workstation:
 * the search is not sent, since without the filter it would answer the workstations of every place.
 */
export async function searchWorkstations(api: ApiClient, placeIds: readonly string[]): Promise<Workstation[]> {
  const ids = placeIds.filter((id) => id !== '');
  if (ids.length === 0) return [];
  return parseWorkstations(await resources(api).workstations.search({ placeIds: ids, size: workstationSearchSize }));
}

/**
 * 000 §7.2 (antenna and balance get by id; the resource endpoints of §7.1): a workstation that names its antennas
 * only by rfidAntennaIds, or its balance only by balanceId, gets them from GET api/v1/rfidAntennas/{id} and
 * GET api/v1/balances/{id}. Antennas are what reading needs, so a failed antenna call rejects (the caller maps it);
 * a balance that cannot be found is only logged ('Cannot find balance', 000 §8.3) and the workstation stays without
 * one (weighing then says 'Workstation balance not set').
 */
export async function withDevicesById(
  api: ApiClient,
  workstation: Workstation,
  log: (message: string) => void = console.warn,
): Promise<Workstation> {
  const needsAntennas = workstation.antennas.length === 0 && workstation.rfidAntennaIds.length > 0;
  const needsBalance = workstation.balance === undefined && workstation.balanceId !== '';
  if (!needsAntennas && !needsBalance) return workstation;
  const { rfidAntennas, balances } = resources(api);
  const [antennas, balance] = await Promise.all([
    needsAntennas
      ? Promise.all(workstation.rfidAntennaIds.map(async (id) => parseAntenna(await rfidAntennas.get(id))))
      : workstation.antennas,
    needsBalance
      ? balances.get(workstation.balanceId).then(parseBalance, (error: unknown) => {
          log(
            `Cannot find balance ${workstation.balanceId}: ${error instanceof Error ? error.message : String(error)}`,
          );
          return undefined;
        })
      : workstation.balance,
  ]);
  return { ...workstation, antennas, balance };
}
