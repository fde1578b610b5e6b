/** The app version shown in the support dialog (000 §1, §9): 5.6.0 with the build hash and date. */
export const appVersion = '5.6.0';

/** Replaced by Vite's `define` at build time; absent in a build without them (then 'dev'). */
declare const __BUILD_HASH__: string | undefined;
declare const __BUILD_DATE__: string | undefined;

export interface AppVersionInfo {
  version: string;
  hash: string;
  date: string;
}

const orDev = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : 'dev');

export function appVersionInfo(
  defines: { hash?: unknown; date?: unknown } = {
    hash: typeof __BUILD_HASH__ === 'undefined' ? undefined : __BUILD_HASH__,
    date: typeof __BUILD_DATE__ === 'undefined' ? undefined : __BUILD_DATE__,
  },
): AppVersionInfo {
  return { version: appVersion, hash: orDev(defines.hash), date: orDev(defines.date) };
}
