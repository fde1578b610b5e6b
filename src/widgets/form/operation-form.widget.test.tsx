import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DialogService } from '../../core/dialogs.ts';
import type { FormServices } from '../../ui/form/form-services.ts';
import { fakeLookups } from '../../test-support/form-test-support.tsx';
import { renderWidgets } from '../../test-support/widget-test-support.tsx';

const asnFormSchema = [
  { name: 'asnCode', type: 'text', label: { en: 'ASN code', it: 'Codice ASN' }, upperCase: true },
  { name: 'note', type: 'text', label: 'Note', required: false },
];

const formServices = (dialogs: DialogService): FormServices => ({
  lookups: fakeLookups().lookups,
  dialogs,
  placeholders: { placeId: undefined, place: undefined },
  operationId: 'OP1',
  formContext: 'read',
});

describe('operation-form widget with a formSchema of its own (any screen)', () => {
  it('(001 §2.5) binds its formSchema from the scope and hands the valid data to the action as event', async () => {
    const createAsn = vi.fn(async () => undefined);
    renderWidgets(
      [
        {
          widget: 'operation-form',
          props: { submitLabel: 'forms.save' },
          bind: { formSchema: { var: 'screen.asnFormSchema' }, initialData: { var: 'screen.asnDraft' } },
          visible: { var: 'screen.asnFormSchema' },
          action: { type: 'handler', name: 'createAsn', args: { form: { var: 'event' } } },
        },
      ],
      {
        scope: { screen: { asnFormSchema, asnDraft: { note: 'dock 4' } } },
        handlers: { createAsn },
        formServices,
      },
    );
    const code = await screen.findByRole('textbox', { name: /ASN code/ }, { timeout: 5000 });
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('dock 4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(createAsn).not.toHaveBeenCalled();
    await userEvent.type(code, 'asn-7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(createAsn).toHaveBeenCalledWith({ form: { asnCode: 'ASN-7', note: 'dock 4' } }));
  });

  it('shows nothing while the bound formSchema is not there yet, then the form', async () => {
    const { scope } = renderWidgets(
      [
        {
          widget: 'operation-form',
          bind: { formSchema: { var: 'screen.asnFormSchema' } },
          visible: { var: 'screen.asnFormSchema' },
        },
      ],
      { formServices },
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    act(() => scope.set('screen', { asnFormSchema }));
    expect(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
