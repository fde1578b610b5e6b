/**
 * ZPL labels drawn as PNG images for the printer emulator's page, by zpl-renderer-js (Zebrash compiled to
 * WebAssembly, MIT): a maintained renderer rather than a hand-written one. Loaded on first use, since the module is
 * large (about 9 MB) and most sandbox runs never look at a label.
 */
type ZplApi = { zplToBase64Async(zpl: string, widthMm?: number, heightMm?: number, dpmm?: number): Promise<string> };

let renderer: Promise<ZplApi> | undefined;

function zplApi(): Promise<ZplApi> {
  renderer ??= import('zpl-renderer-js').then(async (module) => (await module.ready).api as ZplApi);
  return renderer;
}

/** The label's size from its ^PW (width) and ^LL (length) in dots at 8 dots/mm; 4 × 6 inches otherwise. */
export function labelSizeMm(zpl: string): { widthMm: number; heightMm: number } {
  const dots = (command: string) => Number(new RegExp(`\\^${command}(\\d+)`).exec(zpl)?.[1] ?? NaN);
  const width = dots('PW');
  const length = dots('LL');
  return {
    widthMm: Number.isFinite(width) && width > 0 ? width / 8 : 101.6,
    heightMm: Number.isFinite(length) && length > 0 ? length / 8 : 152.4,
  };
}

/** The label as a PNG image. */
export async function renderLabelPng(zpl: string): Promise<Uint8Array<ArrayBuffer>> {
  const { widthMm, heightMm } = labelSizeMm(zpl);
  const base64 = await (await zplApi()).zplToBase64Async(zpl, widthMm, heightMm, 8);
  return new Uint8Array(Buffer.from(base64, 'base64'));
}
