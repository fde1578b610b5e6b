import { describe, expect, it, vi } from 'vitest';
import { createScriptedReader } from '../../test-support/scripted-reader.ts';
import { deviceError } from '../../device/device-error.ts';
import { createWriteTagFlow, type WriteTagScreenState } from './write-tag-flow.ts';

function setup(write = vi.fn(async () => {})) {
  const reader = createScriptedReader();
  let screen: WriteTagScreenState = { newEpc: '' };
  const screens: WriteTagScreenState[] = [];
  const dialogs = { toast: vi.fn() };
  const flow = createWriteTagFlow({
    reader,
    write,
    getScreen: () => screen,
    setScreen: (next) => {
      screen = next;
      screens.push(next);
    },
    dialogs,
    translate: (key) => key,
  });
  flow.attach();
  return { reader, flow, write, dialogs, screen: () => screen, screens };
}

describe('createWriteTagFlow() (000 §2.11)', () => {
  it('[000-2.11-09] [000-2.11-10] the first tag read is the target and the antenna stops; later reads are ignored', async () => {
    const { reader, screen } = setup();
    await reader.start();
    reader.emulate([{ uid: 'U1' }, { epc: 'E1' }, { epc: 'E2' }]);
    reader.emulate([{ epc: 'E3' }]);
    expect(screen().targetEpc).toBe('E1');
    await vi.waitFor(() => expect(reader.status()).toBe('off'));
  });

  it('[000-2.11-14] Clear forgets the tag and restarts the antenna', async () => {
    const { reader, flow, screen } = setup();
    reader.emulate([{ epc: 'E1' }]);
    await flow.clearTag();
    expect(screen().targetEpc).toBeUndefined();
    expect(reader.status()).toBe('reading');
    reader.emulate([{ epc: 'E9' }]);
    expect(screen().targetEpc).toBe('E9');
  });

  it('[000-2.11-15] [000-2.11-17] [000-2.11-18] [000-2.11-19] Confirm writes under the overlay, then a silent toast, fields clear and the antenna restarts', async () => {
    const { reader, flow, write, dialogs, screen, screens } = setup();
    reader.emulate([{ epc: 'E2801160' }]);
    screens.length = 0;
    (screen() as WriteTagScreenState).newEpc = ' 3008 33b2 ';
    await flow.writeTag();
    expect(write).toHaveBeenCalledWith({ target: 'E2801160', data: '300833B2' });
    expect(screens[0]).toMatchObject({ loading: true, loadingLabel: 'device.writeTag.inProgress' });
    expect(dialogs.toast).toHaveBeenCalledWith({ status: 'success', title: 'device.writeTag.success', silent: true });
    expect(screen()).toMatchObject({ targetEpc: undefined, newEpc: '', loading: false });
    expect(reader.status()).toBe('reading');
  });

  it('[000-2.11-22] a failed write shows the write_tag error toast and clears the tag', async () => {
    const write = vi.fn(async () => {
      throw deviceError('device.errors.antennaUhfNotSet');
    });
    const { reader, flow, dialogs, screen } = setup(write);
    reader.emulate([{ epc: 'E1' }]);
    screen().newEpc = 'ABCD';
    await flow.writeTag();
    expect(dialogs.toast).toHaveBeenCalledWith({
      status: 'error',
      title: 'device.writeTag.failure',
      description: 'device.errors.antennaUhfNotSet',
    });
    expect(screen().targetEpc).toBeUndefined();
    expect(reader.status()).toBe('reading');
  });

  it('refuses an identifier that is not hexadecimal, keeping the tag', async () => {
    const { reader, flow, write, dialogs, screen } = setup();
    reader.emulate([{ epc: 'E1' }]);
    screen().newEpc = 'XYZ';
    await flow.writeTag();
    expect(write).not.toHaveBeenCalled();
    expect(dialogs.toast).toHaveBeenCalledWith({ status: 'error', title: 'device.writeTag.newIdentifierInvalid' });
    expect(screen().targetEpc).toBe('E1');
  });
});
