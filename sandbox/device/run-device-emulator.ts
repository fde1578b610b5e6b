import { readSandboxConfig } from '../config.ts';
import { startDeviceEmulator } from './device-emulator.ts';

/** Runs the device-manager emulator alone on the sandbox's device port: `npx tsx sandbox/device/run-device-emulator.ts`. */
const config = readSandboxConfig();
const emulator = await startDeviceEmulator({
  host: config.host,
  port: config.devicePort,
  log: (line) => console.log(`[device] ${line}`),
});

const shutdown = (): void => {
  void emulator.close().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
