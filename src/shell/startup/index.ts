/** Start-up data of 000 §4.2 steps 3–5, as plain TypeScript the shell's start-up hook awaits. */
export {
  loadStartupData,
  restoreLocalStation,
  type LocalStationState,
  type StartupData,
  type StartupDeps,
  type StartupNotice,
} from './load-startup-data.ts';
export {
  chooseDefaultWorkstation,
  readDefaultWorkstationId,
  saveDefaultWorkstation,
  type KeyValueStorage,
} from './default-workstation.ts';
