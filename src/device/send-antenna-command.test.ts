import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../test-support/device-test-support.ts';
import { sendAntennaCommand } from './send-antenna-command.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sendAntennaCommand() (000 §7.5-22, §7.5-23)', () => {
  it('[000-7.5-22] [000-7.5-23] sends the JSON command on the commands socket and resolves on the reply with success', async () => {
    const sockets = fakeSockets();
    const reply = sendAntennaCommand('ws://dm', 'a1', 'keep-alive', { openSocket: sockets.openSocket });
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets.last();
    expect(socket.url).toBe('ws://dm/rfidAntennas/commands?antennaId=a1');
    const sent = JSON.parse(socket.sent[0]!) as { command: string; id: number };
    expect(sent.command).toBe('keep-alive');
    socket.message({ success: true, id: sent.id + 1000 }); // someone else's reply
    socket.message('garbage');
    socket.message({ success: true, command: 'keep-alive', id: sent.id });
    await expect(reply).resolves.toMatchObject({ success: true, command: 'keep-alive' });
    expect(socket.closed).toBe(true);
  });

  it('[000-7.5-23] fails on a reply without success, and after the 3 s timeout without one', async () => {
    const sockets = fakeSockets();
    const refused = sendAntennaCommand('ws://dm', 'a1', 'start', { openSocket: sockets.openSocket });
    await vi.advanceTimersByTimeAsync(0);
    const { id } = JSON.parse(sockets.last().sent[0]!) as { id: number };
    sockets.last().message({ success: false, id, error: 'no reader' });
    await expect(refused).rejects.toMatchObject({ detail: { key: 'device.errors.command' } });

    const silent = sendAntennaCommand('ws://dm', 'a1', 'start', { openSocket: sockets.openSocket });
    const outcome = expect(silent).rejects.toMatchObject({ detail: { key: 'device.errors.unableToConnect' } });
    await vi.advanceTimersByTimeAsync(3000);
    await outcome;
  });
});
