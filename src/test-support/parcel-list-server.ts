/**
 * An in-memory simple parcel list server for the screen's stories: the calls of 001 §7 'Simple parcel list' over two
 * shipments (one bound for the workstation's place, one elsewhere), parcel tags, and the demo user's PIN 1234.
 */
import type { RequestOptions } from '../api/http-client.ts';
import { mapFailedResponse } from '../core/api-error.ts';
import { fakeApiClient } from './fake-api-client.ts';

/** The parcel tags of the story, by parcel. */
export const storyParcelTags = {
  here: '3174257BF4A1C0000000501A',
  elsewhere: '3174257BF4A1C0000000101A',
  unknown: 'E280FFFF0000000000000000',
} as const;

const parcels: Record<string, { parcelCode: string; asnCode: string; unexpected: number }> = {
  [storyParcelTags.here]: { parcelCode: 'PRC-2025-00501', asnCode: 'ASN-2025-0005', unexpected: 0 },
  [storyParcelTags.elsewhere]: { parcelCode: 'PRC-2025-00101', asnCode: 'ASN-2025-0001', unexpected: 1 },
};
const shipments: Record<string, string[]> = {
  'ASN-2025-0005': ['PRC-2025-00502', 'PRC-2025-00501'],
  'ASN-2025-0001': ['PRC-2025-00102', 'PRC-2025-00101'],
};

export function parcelListServer() {
  const saves: unknown[] = [];
  const api = fakeApiClient(async (method, path, init?: RequestOptions) => {
    const body = (init?.body ?? {}) as Record<string, unknown>;
    const query = (init?.query ?? {}) as Record<string, unknown>;
    if (path.endsWith('/batchDecodeParcelList')) {
      const codes = (body.identifierCodes as string[]) ?? [];
      return Object.fromEntries(
        codes.map((code) => {
          const parcel = parcels[code];
          return [
            code,
            parcel
              ? {
                  item: null,
                  parcelCode: parcel.parcelCode,
                  asn: { code: parcel.asnCode },
                  unexpected: parcel.unexpected,
                }
              : { item: null },
          ];
        }),
      );
    }
    if (path.endsWith('/parcelList'))
      return { content: (shipments[String(query.asnCode)] ?? []).map((code) => ({ code })) };
    if (path.endsWith('/checkPin')) {
      if (body.pin !== '1234') throw mapFailedResponse(400, { message: 'User PIN invalid' }, { path });
      return { valid: true };
    }
    if (path.endsWith('/save')) {
      saves.push(body);
      return { id: `instance-${saves.length}` };
    }
    throw mapFailedResponse(404, { message: `${method} ${path} is not served` }, { path });
  });
  return { api, saves };
}
