import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { DeviceClientOptions } from '../../device/device-manager-client.ts';

/** 000 §3 ApplicationSetting useSequentialAntennasTurn: 'True' or 'False' (any case); absent is False. */
export function sequentialAntennasTurn(setting: string | undefined): boolean {
  return setting?.trim().toLowerCase() === 'true';
}

/**
 * The reader's options of an operation screen (000 §3, §4.4): auto-stop when the operation sets a timeout, restart,
 * and the antennas' turns from the application setting.
 */
export function readerOptions(operation: OperationConfig, sequentialSetting: string | undefined): DeviceClientOptions {
  const timeout = operation.options.autostopAntennaTimeout;
  return {
    automaticStop: timeout > 0,
    autoStopMs: timeout > 0 ? timeout : undefined,
    automaticRestartAntenna: operation.options.automaticRestartAntenna,
    useSequentialAntennasTurn: sequentialAntennasTurn(sequentialSetting),
  };
}
