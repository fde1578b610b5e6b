/**
 * What an autocomplete entity shows (000 §3 Displayed values): optionLabel, falling back to code, with ' - secondary'
 * when concatSecondaryLabel; with no label at all the secondary label, else description, code or id.
 */
import type { FormField } from './form-field.ts';
import { getPath, scalarText } from './value-path.ts';

type LabelSettings = Pick<FormField, 'optionLabel' | 'optionSecondaryLabel' | 'concatSecondaryLabel'>;

const text = (value: unknown): string | undefined => {
  const scalar = scalarText(value);
  return scalar === '' ? undefined : scalar;
};

export function secondaryLabelOf(entity: unknown, settings: LabelSettings): string | undefined {
  return text(getPath(entity, settings.optionSecondaryLabel));
}

export function optionLabelOf(entity: unknown, settings: LabelSettings): string {
  if (entity === null || typeof entity !== 'object') return text(entity) ?? '';
  const label = text(getPath(entity, settings.optionLabel)) ?? text(getPath(entity, 'code'));
  const secondary = secondaryLabelOf(entity, settings);
  if (label === undefined) {
    return secondary ?? text(getPath(entity, 'description')) ?? text(getPath(entity, 'id')) ?? '';
  }
  return settings.concatSecondaryLabel && secondary !== undefined ? `${label} - ${secondary}` : label;
}

/** The key an entity is chosen by: its id, else its code. */
export function optionKeyOf(entity: unknown): string {
  if (entity === null || typeof entity !== 'object') return text(entity) ?? '';
  return text(getPath(entity, 'id')) ?? text(getPath(entity, 'code')) ?? '';
}
