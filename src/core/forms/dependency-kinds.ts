/** The conditions and effects a field dependency may name (000 §3 Form field dependencies). */
import type { DependencyCondition, DependencyEffect } from './form-field.ts';

export const dependencyConditions: readonly DependencyCondition[] = ['hasValue', 'isEmpty', 'isFilled'];
export const dependencyEffects: readonly DependencyEffect[] = [
  'disabled',
  'enabled',
  'hidden',
  'visible',
  'required',
  'optional',
  'emptied',
  'filled',
  'endpointReplaced',
];
