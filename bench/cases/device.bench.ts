import { atLeast, atMost, type BenchContext, type BenchRow } from '../bench-contract.ts';
import { openProtocolPage } from '../protocol-page.ts';
import type { ListedMeasure } from '../pages/device-bench-listed.ts';

interface ReadMeasure {
  reads: number;
  unique: number;
  elapsedMs: number;
  readsPerSecond: number;
  maxLongTaskMs: number;
  maxFrameGapMs: number;
}

const antennaId = 'bench-device-antenna';

const tags = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ epc: `30BE0C${index.toString(16).toUpperCase().padStart(18, '0')}` }));

async function emulator(deviceUrl: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${deviceUrl}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${method} ${path}: ${response.status}`);
}

/**
 * Reads delivered from the device-manager emulator through the station's device client, in Chromium: 20,000 unique
 * tags at 10,000 reads/s through the client, the tag pipeline and the reading list with persistence on (as a reading
 * screen: decode round trip 30 ms, the journal written to the page's IndexedDB); then the client alone: 10,000 unique
 * tags (20,000 reads) at 5,000 reads/s and a flood of 50,000 reads. Each rate is measured beside a bare WebSocket
 * handler (parse and count only) in the same run. The page is driven through the DevTools protocol without its
 * Network domain (protocol-page.ts), as a Playwright page would have every WebSocket frame reported to the bench.
 */
export default {
  name: 'device',
  async run(ctx: BenchContext): Promise<BenchRow[]> {
    const query = new URLSearchParams({
      device: ctx.deviceUrl,
      ws: ctx.deviceUrl.replace(/^http/, 'ws'),
      antenna: antennaId,
    });
    // Not a Playwright page: its DevTools client would be sent every WebSocket frame (protocol-page.ts).
    const page = await openProtocolPage(`${ctx.stationUrl}/bench/pages/device.html?${query}`);
    await page.waitFor('window.__bench');
    const field = async (count: number, rate: number) => {
      await emulator(ctx.deviceUrl, 'PUT', `/emulator/antennas/${antennaId}/field`, { tags: tags(count) });
      await emulator(ctx.deviceUrl, 'PUT', `/emulator/antennas/${antennaId}/rate`, { tagsPerSecond: rate });
    };
    const measure = (fn: 'measureClient' | 'measureBareSocket', expected: number, timeoutMs: number) =>
      page.evaluate<ReadMeasure>(`window.__bench.${fn}(${expected}, ${timeoutMs})`);

    try {
      await field(20_000, 10_000);
      const listed = await page.evaluate<ListedMeasure>('window.__bench.measureListed(20000, 30000)');
      const listedBare = await measure('measureBareSocket', 20_000, 30_000);
      console.log(`device: listed run ${JSON.stringify(listed)}`);
      await field(10_000, 5_000);
      const paced = await measure('measureClient', 20_000, 15_000);
      const pacedBare = await measure('measureBareSocket', 20_000, 15_000);
      await field(10_000, 100_000);
      const flood = await measure('measureClient', 50_000, 30_000);
      const floodBare = await measure('measureBareSocket', 50_000, 30_000);
      const raised = '20,000 tags at 10,000 reads/s through client, pipeline and list (persistence on)';
      return [
        {
          name: `device: ${raised}`,
          figure: listed.readsPerSecond,
          unit: 'reads/s',
          target: '≥ 9,500 (keeps pace)',
          pass: listed.readsPerSecond >= 9_500,
          peer: { name: 'bare WebSocket handler', figure: listedBare.readsPerSecond },
        },
        atLeast('device: tags listed, 20,000 tags at 10,000 reads/s', listed.listed, 'tags', 20_000),
        atMost('device: longest task while listing at 10,000 reads/s', listed.longestTaskMs, 'ms', 50),
        atMost('device: longest frame gap while listing at 10,000 reads/s', listed.longestFrameGapMs, 'ms', 33),
        atMost('device: final counters after the last new tag at 10,000 reads/s', listed.finalCountersMs, 'ms', 500),
        atMost(
          `device: reads written to IndexedDB per tag at 10,000 reads/s (${listed.writes.transactions} transactions, ${listed.writes.mainThreadMs} ms on the main thread)`,
          Math.round((listed.writes.puts / 20_000) * 100) / 100,
          'reads',
          2,
        ),
        {
          name: 'device: 20,000 reads of 10,000 tags at 5,000 reads/s through the client',
          figure: paced.readsPerSecond,
          unit: 'reads/s',
          target: '≥ 4,750 (keeps pace), all 10,000 tags',
          pass: paced.readsPerSecond >= 4_750 && paced.unique === 10_000 && paced.reads >= 20_000,
          peer: { name: 'bare WebSocket handler', figure: pacedBare.readsPerSecond },
        },
        {
          name: 'device: longest task while reading at 5,000 reads/s',
          figure: Math.round(paced.maxLongTaskMs),
          unit: 'ms',
          target: '≤ 50',
          pass: paced.maxLongTaskMs <= 50,
        },
        {
          name: 'device: longest frame gap while reading at 5,000 reads/s',
          figure: Math.round(paced.maxFrameGapMs),
          unit: 'ms',
          target: '≤ 50',
          pass: paced.maxFrameGapMs <= 50,
        },
        {
          name: 'device: flood of 50,000 reads through the client',
          figure: flood.readsPerSecond,
          unit: 'reads/s',
          target: '≥ 12,000',
          pass: flood.readsPerSecond >= 12_000 && flood.reads >= 50_000,
          peer: { name: 'bare WebSocket handler', figure: floodBare.readsPerSecond },
        },
      ];
    } finally {
      await emulator(ctx.deviceUrl, 'PUT', `/emulator/antennas/${antennaId}/field`, { tags: [] }).catch(() => {});
      await page.close();
    }
  },
};
