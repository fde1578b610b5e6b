/**
 * The translations that are not on the way from sign-in to the dashboard (README, "What loads when"): the screens'
 * texts (readings, forms, widgets, confirmation) load with the page that shows them, each kind's texts with its
 * plugin. Only the active language's are fetched.
 */
export const kindTranslationBundles = [
  'conveyor',
  'encoding',
  'inventory',
  'parcelList',
  'shipment',
  'sorting',
  'transfers',
] as const;
export type KindTranslationBundle = (typeof kindTranslationBundles)[number];

export type TranslationBundle = 'screens' | KindTranslationBundle;
