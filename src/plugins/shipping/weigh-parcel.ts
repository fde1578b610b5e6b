/**
 * 'Weigh' on the packing reading (000 §1: weight read from a scale; §7.5 POST balances/weight; 8.24 kg in emulation):
 * the workstation's scale weighs the parcel, the weight shows in the header and travels with the confirm as the
 * parcel's weightKg attribute. A workstation without a scale says 'Workstation balance not set' (000 §8.3).
 */
import { formDataOf } from '../shared/screen-values.ts';
import { setScreen, showFailure, type ShippingContext } from './session.ts';

/** Kilograms with two decimals, as the scale shows them ('8.24'). */
export const weightText = (kg: number) => kg.toFixed(2);

export async function weighParcel(context: ShippingContext): Promise<void> {
  if (!context.device) return showFailure(context, context.translate('device.errors.workstationNotSet'));
  setScreen(context, { weighing: true });
  try {
    const { weight } = await context.device.balanceWeight();
    const weightKg = weightText(weight);
    context.state.set('formData', { ...formDataOf(context.state), weightKg });
    setScreen(context, { weightKg });
  } catch (error) {
    await showFailure(context, error);
  } finally {
    setScreen(context, { weighing: false });
  }
}
