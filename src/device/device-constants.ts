/** The device-manager constants of 000 §7.5 and §9, in one place so the timing rules and their tests agree. */
export const deviceTiming = {
  /** 000 §9: device-manager timeout. */
  requestTimeoutMs: 3000,
  /** 000 §9: the device-manager timeout in sequential mode (useSequentialAntennasTurn). */
  sequentialRequestTimeoutMs: 5000,
  /** 000 §9: delay between antenna requests (and between the sockets opened after them). */
  antennaGapMs: 100,
  /** 000 §9: keep-alive while reading. */
  keepAliveMs: 3000,
  /** 000 §9: the manual-stop flag clears after this. */
  manualStopClearMs: 300,
  /** 000 §9: reader restart, 1000 ms apart, at most 4 attempts. */
  restartDelayMs: 1000,
  maxRestartAttempts: 4,
  /** 000 §9: the auto-stop timeout. */
  autoStopMs: 5000,
  /** 000 §9: emulated reads stop after this. */
  emulatedReadsStopMs: 1000,
  /** Reads are handed on in chunks at most this often, never one by one (a flood stays cheap for listeners). */
  readChunkMs: 16,
} as const;

/** 000 §7.5: the device manager's sessionId. */
export const deviceSessionId = 'client1';

/** 000 §9: the weight an emulated scale reports. */
export const emulatedWeightKg = 8.24;

/** 000 §9: reader device types that are UHF (write and kill use the first antenna on one of them). */
export const uhfDeviceTypes = [
  'nordic-id-sampo-native',
  'sensormatic',
  'impinj-speedway-octane',
  'zebra-fx-series',
] as const;

/** 000 §9: the only reader type that runs custom operations. */
export const customOperationDeviceType = 'mediol-40';
