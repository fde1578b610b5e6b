import { describe, expect, it } from 'vitest';
import { createAntennaCallQueue } from './antenna-call-queue.ts';
import { testAntenna } from '../test-support/device-test-support.ts';

describe('createAntennaCallQueue()', () => {
  it("keeps one antenna's stop before a start made after it, however long the stop takes", async () => {
    const order: string[] = [];
    let releaseStop!: () => void;
    const rest = {
      stopAntenna: async () => {
        order.push('stop sent');
        await new Promise<void>((resolve) => (releaseStop = resolve));
        order.push('stop done');
      },
      startAntenna: async () => {
        order.push('start sent');
      },
    };
    const calls = createAntennaCallQueue().wrap('http://dm', rest);
    const antenna = testAntenna('a1');
    const stopped = calls.stopAntenna(antenna, [antenna]);
    const started = calls.startAntenna(antenna, [antenna]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['stop sent']);
    releaseStop();
    await Promise.all([stopped, started]);
    expect(order).toEqual(['stop sent', 'stop done', 'start sent']);
  });

  it('a failed call does not block the next; other antennas are not held up', async () => {
    const order: string[] = [];
    const rest = {
      stopAntenna: async () => {
        throw new Error('down');
      },
      startAntenna: async (antenna: { id: string }) => {
        order.push(antenna.id);
      },
    };
    const calls = createAntennaCallQueue().wrap('http://dm', rest);
    const [a1, a2] = [testAntenna('a1'), testAntenna('a2')];
    await expect(calls.stopAntenna(a1, [a1])).rejects.toThrow('down');
    await calls.startAntenna(a2, [a2]);
    await calls.startAntenna(a1, [a1]);
    expect(order).toEqual(['a2', 'a1']);
  });
});
