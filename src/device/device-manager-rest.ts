import { createApiClient, type ApiClient } from '../api/http-client.ts';
import type { Antenna, Balance } from '../core/workstation.ts';
import { customOperationDeviceType, deviceSessionId, deviceTiming } from './device-constants.ts';
import { deviceError } from './device-error.ts';
import { readerBody } from './device-request-body.ts';
import { firstUhfAntenna } from './first-uhf-antenna.ts';

export interface WriteTagRequest {
  /** The EPC of the tag to write (its TID when `targetByTid`). */
  target: string;
  /** The new EPC, hex. */
  data: string;
  password?: string;
  /** Find the target by TID rather than EPC (000 §7.5-10 targetType=TID). */
  targetByTid?: boolean;
}

export interface KillTagRequest {
  targetEpc: string;
  password?: string;
}

export interface BalanceWeight {
  weight: number;
  response: string;
}

/** The device-manager REST calls of 000 §7.5 (under the workstation's deviceManagerUrl). */
export interface DeviceManagerRest {
  startAntenna(antenna: Antenna, antennas: readonly Antenna[]): Promise<void>;
  stopAntenna(antenna: Antenna, antennas: readonly Antenna[]): Promise<void>;
  write(antennas: readonly Antenna[], request: WriteTagRequest): Promise<void>;
  kill(antennas: readonly Antenna[], request: KillTagRequest): Promise<void>;
  balanceWeight(balance: Balance | undefined): Promise<BalanceWeight>;
  /** 'unsupported' (a warning for the caller) unless the antenna's reader is a mediol-40 (000 §7.5-20). */
  startCustomOperation(antenna: Antenna, operationType: string): Promise<'started' | 'unsupported'>;
}

export interface DeviceManagerRestOptions {
  baseUrl: string;
  /** useSequentialAntennasTurn: the longer timeout of 000 §9. */
  sequential?: boolean;
  /** A client of the device manager; by default one on `baseUrl` without a bearer token. */
  client?: ApiClient;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** 000 §7.5-11: numBlocks is the data length in 4-character words, rounded up. */
export const writeNumBlocks = (data: string) => Math.ceil(data.length / 4);

export function createDeviceManagerRest(options: DeviceManagerRestOptions): DeviceManagerRest {
  const client =
    options.client ??
    createApiClient({ baseUrl: () => options.baseUrl, accessToken: () => undefined, readOnly: false });
  const timeoutMs = options.sequential ? deviceTiming.sequentialRequestTimeoutMs : deviceTiming.requestTimeoutMs;
  const antennaPath = (antenna: Antenna, call: string) =>
    `api/v1/readers/antenna/${encodeURIComponent(antenna.id)}/${call}`;
  const uhfAntenna = (antennas: readonly Antenna[]) => {
    const antenna = firstUhfAntenna(antennas);
    if (!antenna) throw deviceError('device.errors.antennaUhfNotSet');
    return antenna;
  };

  return {
    async startAntenna(antenna, antennas) {
      await client.post(antennaPath(antenna, 'start'), {
        query: { sessionId: deviceSessionId, memoryBank: 'TID', address: 0, numBlocks: 6 },
        body: readerBody(antenna, antennas),
        timeoutMs,
      });
    },
    async stopAntenna(antenna, antennas) {
      await client.post(antennaPath(antenna, 'stop'), {
        query: { sessionId: deviceSessionId },
        body: readerBody(antenna, antennas),
        timeoutMs,
      });
    },
    async write(antennas, request) {
      const antenna = uhfAntenna(antennas);
      await client.post(antennaPath(antenna, 'write'), {
        query: {
          sessionId: deviceSessionId,
          memoryBank: 'EPC',
          address: 2,
          targetEpc: request.target,
          data: request.data,
          numBlocks: writeNumBlocks(request.data),
          password: request.password || undefined,
          targetType: request.targetByTid ? 'TID' : undefined,
        },
        body: readerBody(antenna, antennas, true),
        timeoutMs,
      });
    },
    async kill(antennas, request) {
      const antenna = uhfAntenna(antennas);
      await client.post(antennaPath(antenna, 'kill'), {
        query: { sessionId: deviceSessionId, targetEpc: request.targetEpc, password: request.password || undefined },
        body: readerBody(antenna, antennas, true),
        timeoutMs,
      });
    },
    async balanceWeight(balance) {
      if (!balance) throw deviceError('device.errors.balanceNotSet');
      const answer = record(
        await client.post('api/v1/balances/weight', {
          body: { ip: balance.settings.ipAddress, port: balance.settings.port },
          timeoutMs,
          expectBody: true,
        }),
      );
      if (typeof answer.error === 'string' && answer.error)
        throw deviceError('device.errors.scale', { message: answer.error });
      if (typeof answer.weight !== 'number' || !Number.isFinite(answer.weight))
        throw deviceError('device.errors.scaleAnswer');
      return { weight: answer.weight, response: typeof answer.response === 'string' ? answer.response : '' };
    },
    async startCustomOperation(antenna, operationType) {
      if (antenna.reader.deviceType !== customOperationDeviceType) return 'unsupported';
      await client.post(antennaPath(antenna, 'start-custom-operation'), {
        query: { operationType, sessionId: deviceSessionId },
        body: readerBody(antenna, [antenna]),
        timeoutMs,
      });
      return 'started';
    },
  };
}
