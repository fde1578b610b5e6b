import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormScript } from '../../core/forms/form-scripts.ts';
import { fakeDialogs, renderForm } from '../../test-support/form-test-support.tsx';

const schema = [
  { name: 'kind', type: 'text', label: 'Kind', onChange: 'zoneOfKind' },
  { name: 'zone', type: 'text', label: 'Zone', required: false },
  {
    name: 'note',
    type: 'text',
    label: 'Note',
    required: false,
    dependencies: [{ whenField: 'zone', is: 'hidden', condition: 'hasValue', conditionValue: 'RZ' }],
  },
];

afterEach(() => vi.restoreAllMocks());

describe('OperationForm onChange scripts (000 §3 Form field onChange)', () => {
  it('[000-3-formfield-09] runs the named script after a change and applies its values like a user change', async () => {
    const zoneOfKind = vi.fn<FormScript>(({ value }) => ({ zone: value === 'RETURN' ? 'RZ' : 'SZ' }));
    const { onSubmit } = renderForm(schema, { formScripts: { zoneOfKind } });
    await userEvent.type(await screen.findByRole('textbox', { name: /Kind/ }), 'RETUR');
    expect(screen.getByRole('textbox', { name: /Zone/ })).toHaveValue('SZ');
    expect(screen.getByRole('textbox', { name: /Note/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Kind/ }), 'N');
    expect(screen.getByRole('textbox', { name: /Zone/ })).toHaveValue('RZ');
    // The script's value re-evaluates the dependencies: Note hides while the zone is RZ.
    expect(screen.queryByRole('textbox', { name: /Note/ })).not.toBeInTheDocument();
    expect(zoneOfKind).toHaveBeenLastCalledWith(
      expect.objectContaining({
        value: 'RETURN',
        previousValue: 'RETUR',
        data: expect.objectContaining({ zone: 'SZ' }),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'RETURN', zone: 'RZ' });
  });

  it('[000-3-formfield-09] a field changed by a script does not run its own script', async () => {
    const fromZone = vi.fn<FormScript>(() => ({ kind: 'SALE' }));
    const zoneOfKind = vi.fn<FormScript>(() => ({ zone: 'RZ' }));
    const looping = [schema[0], { ...schema[1], onChange: 'fromZone' }];
    renderForm(looping, { formScripts: { zoneOfKind, fromZone } });
    await userEvent.type(await screen.findByRole('textbox', { name: /Kind/ }), 'R');
    expect(screen.getByRole('textbox', { name: /Zone/ })).toHaveValue('RZ');
    expect(fromZone).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Zone/ }), '1');
    expect(fromZone).toHaveBeenCalledTimes(1);
    expect(zoneOfKind).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /Kind/ })).toHaveValue('SALE');
  });

  it('[000-3-formfield-09] a script that throws gives a translated error toast naming script and field; nothing is lost', async () => {
    const { dialogs, toasts } = fakeDialogs();
    const zoneOfKind: FormScript = () => {
      throw new Error('no zone for this kind');
    };
    const { onSubmit } = renderForm(schema, { dialogs, formScripts: { zoneOfKind }, language: 'it' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Zone/ }), 'Z1');
    await userEvent.type(screen.getByRole('textbox', { name: /Kind/ }), 'S');
    expect(toasts).toHaveBeenCalledWith({
      status: 'error',
      title: 'Errore dello script del modulo',
      description: 'Lo script zoneOfKind del campo Kind non è riuscito: no zone for this kind',
    });
    expect(screen.getByRole('textbox', { name: /Kind/ })).toHaveValue('S');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'S', zone: 'Z1' });
  });

  it('[000-3-formfield-09] an onChange naming an unknown script is a logged diagnostic; the field still works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { onSubmit } = renderForm(schema, { formScripts: {} });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'form configuration: Field kind ($.formSchema[0].onChange): onChange names the unknown form script zoneOfKind',
      ),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Kind/ }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'x' });
  });
});
