/** @vitest-environment node */
/** Packing's 'Weigh' (000 §1, §7.5, §8.3) over the sandbox in process: the scale's weight goes with the confirm. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiHarness } from '../../../sandbox/api/api-test-harness.ts';
import { createDeviceOperations } from '../../device/device-operations.ts';
import type { Workstation } from '../../core/workstation.ts';
import { withInProcessSandbox } from '../../test-support/in-process-sandbox.ts';
import { shippingContext } from '../../test-support/shipping-context.ts';

const env = withInProcessSandbox();
let sandbox: ApiHarness;
beforeAll(() => {
  sandbox = env.sandbox;
});

const bench = (balance?: Workstation['balance']) =>
  ({ antennas: [], deviceManagerUrl: 'http://device.test', balance }) as Pick<
    Workstation,
    'antennas' | 'deviceManagerUrl' | 'balance'
  >;

async function packing(device: ReturnType<typeof createDeviceOperations> | undefined) {
  const setup = await shippingContext(sandbox, {
    operationCode: 'PACKING',
    formData: { parcelCode: 'PRC-2025-00601' },
  });
  setup.context.device = device;
  return setup;
}

describe("packing's Weigh (000 §7.5)", () => {
  it('[000-1-15] the scale weighs the parcel: the weight shows and joins the form data the confirm sends', async () => {
    const scale = { id: 'b', code: 'BAL', settings: { ipAddress: '10.0.0.9', port: 4001 } };
    const rest = {
      balanceWeight: vi.fn(async () => ({ weight: 3.456, response: '3.456 kg' })),
    } as unknown as Parameters<typeof createDeviceOperations>[0]['rest'];
    const setup = await packing(createDeviceOperations({ workstation: bench(scale), emulation: false, rest }));
    await setup.bound.handlers.weighParcel!({});
    expect(setup.context.state.get('formData')).toEqual({ parcelCode: 'PRC-2025-00601', weightKg: '3.46' });
    expect(setup.context.state.get('screen')).toMatchObject({ weightKg: '3.46', weighing: false });
  });

  it('weighs 8.24 kg in workstation emulation (000 §9)', async () => {
    const setup = await packing(createDeviceOperations({ workstation: bench(), emulation: true }));
    await setup.bound.handlers.weighParcel!({});
    expect(setup.context.state.get('screen')).toMatchObject({ weightKg: '8.24' });
  });

  it("a workstation without a scale: 'Workstation balance not set', no weight", async () => {
    const setup = await packing(createDeviceOperations({ workstation: bench(), emulation: false }));
    await setup.bound.handlers.weighParcel!({});
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'error', description: 'device.errors.balanceNotSet' }),
    );
    expect(setup.context.state.get('formData')).toEqual({ parcelCode: 'PRC-2025-00601' });
    expect(setup.context.state.get('screen')).toMatchObject({ weighing: false });
  });
});
