/**
 * 000 §2.19 input normalisation: spaces and quotes removed; ';', newlines and tabs become commas; double commas
 * collapse. Gives the values, in order, without empty ones.
 */
export function normaliseEmulationInput(input: string): string[] {
  const normalised = input
    .replace(/[ "'`\u00a0]/g, '')
    .replace(/[;\r\n\t]/g, ',')
    .replace(/,{2,}/g, ',');
  return normalised.split(',').filter((value) => value !== '');
}
