/**
 * Kinds for which the documents name no option of their own: TRANSFER_TO_ZONE (001 §2.11, §2.12; the conveyor uses
 * the common saveOnReadActionCode), INVENTORY (001 §2.14; the common refreshCounterTimeout) and TAG_INFO (000 §2.12).
 * Each still has its table, so a plugin adds options in one place.
 */
import { defineOptionSpec } from '../option-spec.ts';

export const transferToZoneOptionSpec = defineOptionSpec({});
export const inventoryOptionSpec = defineOptionSpec({});
export const tagInfoOptionSpec = defineOptionSpec({});
