import { describe, expect, it, vi } from 'vitest';
import { applyFormChange, evaluateForm } from './form-change.ts';
import type { FormScript } from './form-scripts.ts';
import { parseFormSchema } from './parse-form-schema.ts';

const { fields } = parseFormSchema([
  { name: 'kind', type: 'text', onChange: 'pickZone' },
  { name: 'zone', type: 'text', onChange: 'pickKind', required: false },
  {
    name: 'note',
    type: 'text',
    required: false,
    dependencies: [{ whenField: 'zone', is: 'hidden', condition: 'hasValue', conditionValue: 'Z9' }],
  },
]);

describe('applyFormChange() (000 §3 Form field onChange, 000 §4.11 dependencies)', () => {
  it('[000-3-formfield-09] applies the script values like a user change: dependencies see them', () => {
    const scripts = { pickZone: () => ({ zone: 'Z9' }) };
    const result = applyFormChange(fields, evaluateForm(fields, {}), { kind: 'RETURN' }, scripts);
    expect(result.data).toEqual({ kind: 'RETURN', zone: 'Z9' });
    expect(result.states.note?.hidden).toBe(true);
    expect(result.failures).toEqual([]);
  });

  it("[000-3-formfield-09] a script's own changes do not run scripts again, so scripts cannot loop", () => {
    const pickZone = vi.fn<FormScript>(({ value }) => ({ zone: `zone of ${String(value)}` }));
    const pickKind = vi.fn<FormScript>(({ value }) => ({ kind: `kind of ${String(value)}` }));
    const result = applyFormChange(fields, evaluateForm(fields, {}), { kind: 'A' }, { pickZone, pickKind });
    expect(pickZone).toHaveBeenCalledTimes(1);
    expect(pickKind).not.toHaveBeenCalled();
    expect(result.data).toEqual({ kind: 'A', zone: 'zone of A' });
  });

  it('keeps the change and reports the failure when a script throws', () => {
    const scripts = {
      pickZone: () => {
        throw new Error('no zone');
      },
    };
    const result = applyFormChange(fields, evaluateForm(fields, { zone: 'Z1' }), { kind: 'B' }, scripts);
    expect(result.data).toEqual({ kind: 'B', zone: 'Z1' });
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatchObject({ script: 'pickZone', field: { name: 'kind' } });
  });

  it('runs no script without scripts and re-evaluates the dependencies of the change itself', () => {
    const result = applyFormChange(fields, evaluateForm(fields, {}), { zone: 'Z9' });
    expect(result.states.note?.hidden).toBe(true);
    expect(result.failures).toEqual([]);
  });
});
