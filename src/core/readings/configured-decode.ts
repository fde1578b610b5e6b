/**
 * A decode configured by URL (000 §7.3-12/13): POST to the configured URL with the configured payload plus one field
 * (identifierCodes unless configured otherwise) holding the EPC or uid strings to decode.
 */
export interface ConfiguredDecode {
  url: string | undefined;
  payload?: Readonly<Record<string, unknown>>;
  field?: string;
}

export const defaultDecodeField = 'identifierCodes';

export type ConfiguredDecodeRequest =
  | { ok: true; url: string; body: Record<string, unknown> }
  /** 000 §8.3 device message 'decodeUrl not set'. */
  | { ok: false; problem: 'decodeUrlNotSet' };

export function configuredDecodeRequest(config: ConfiguredDecode, codes: readonly string[]): ConfiguredDecodeRequest {
  const url = config.url?.trim();
  if (!url) return { ok: false, problem: 'decodeUrlNotSet' };
  const field = config.field?.trim() || defaultDecodeField;
  return { ok: true, url, body: { ...config.payload, [field]: [...codes] } };
}
