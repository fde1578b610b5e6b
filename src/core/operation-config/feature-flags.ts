/** Build-time feature flags that change how options are read. */
export interface FeatureFlags {
  /** The wam feature (000 §9: off, always false); when off, ENCODING initialType 'wam' falls back to 'product'. */
  readonly wam: boolean;
}

export const defaultFeatureFlags: FeatureFlags = { wam: false };
