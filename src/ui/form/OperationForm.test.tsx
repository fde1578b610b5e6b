import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeDialogs, fakeLookups, renderForm } from '../../test-support/form-test-support.tsx';

describe('OperationForm (000 §3 Form field, §5 Forms)', () => {
  it('[000-5-schema-01] [000-5-schema-03] [000-8.3-17] shows schema errors as a panel naming the fields', async () => {
    renderForm([
      { name: 'zone', type: 'autocomplete' },
      { name: 'x', type: 'slider' },
    ]);
    const panel = screen.getByRole('alert');
    expect(panel.textContent).toContain('zone: Missing option endpoint');
    expect(panel.textContent).toContain('x: Unsupported field type slider');
  });

  it('[000-5-forms-05] [000-8.3-17] refuses a missing required field with a toast and marks it', async () => {
    const { dialogs, toasts } = fakeDialogs();
    const { onSubmit } = renderForm([{ name: 'code', type: 'text', label: { en: 'Code', it: 'Codice' } }], {
      dialogs,
      language: 'it',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(toasts).toHaveBeenCalledWith({ status: 'error', title: 'Il campo Codice è obbligatorio' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Codice/ })).toHaveFocus();
  });

  it('[000-8.3-17] refuses a value its regexp does not match, with the message of the current language', async () => {
    const { dialogs, toasts } = fakeDialogs();
    const { onSubmit } = renderForm(
      [
        {
          name: 'lot',
          type: 'text',
          label: 'Lot',
          validation: { regexp: '^\\d+$', errors: { en: 'Digits only', it: 'Solo cifre' } },
        },
      ],
      { dialogs, language: 'it' },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /Lot/ }), 'A1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(toasts).toHaveBeenCalledWith({
      status: 'error',
      title: 'validazione del modulo',
      description: 'Solo cifre',
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('[000-9-32] pads a formatted value to 10 characters when the format names no length', async () => {
    const { onSubmit } = renderForm([{ name: 'n', type: 'text', label: 'N', format: { character: '0' } }]);
    await userEvent.type(await screen.findByRole('textbox', { name: /^N/ }), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ n: '0000000042' });
  });

  it('[000-5-forms-18] [000-5-forms-14] upper-cases while typing and submits formatted data', async () => {
    const { onSubmit } = renderForm([
      { name: 'code', type: 'text', label: 'Code', upperCase: true },
      { name: 'n', type: 'text', label: 'N', format: { character: '0', minLength: 5 } },
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: /Code/ }), 'ab');
    expect(screen.getByRole('textbox', { name: /Code/ })).toHaveValue('AB');
    await userEvent.type(screen.getByRole('textbox', { name: /^N/ }), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: 'AB', n: '00042' });
  });

  it('[000-4.11-03] hides a field while its dependency holds', async () => {
    renderForm([
      { name: 'a', type: 'text', label: 'A' },
      { name: 'b', type: 'text', label: 'B', dependencies: [{ whenField: 'a', is: 'hidden', condition: 'isFilled' }] },
    ]);
    expect(await screen.findByRole('textbox', { name: /^B/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^A/ }), 'x');
    expect(screen.queryByRole('textbox', { name: /^B/ })).not.toBeInTheDocument();
  });

  it('[000-3-formfield-21] submitOnEnter submits from the keyboard', async () => {
    const { onSubmit } = renderForm([{ name: 'a', type: 'text', label: 'A', submitOnEnter: true }]);
    await userEvent.type(await screen.findByRole('textbox', { name: /^A/ }), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ a: 'x' });
  });

  it('focusOnField moves the focus to the next field on Enter', async () => {
    renderForm([
      { name: 'a', type: 'text', label: 'A', focusOnField: true },
      { name: 'b', type: 'text', label: 'B' },
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: /^A/ }), 'x{Enter}');
    expect(screen.getByRole('textbox', { name: /^B/ })).toHaveFocus();
  });

  it('[000-3-formfield-32] [000-2.18-13] [000-5-other-04] a select with several options opens the select modal', async () => {
    const { dialogs } = fakeDialogs({ select: async () => ['B'] });
    const { onSubmit } = renderForm(
      [{ name: 's', type: 'select', label: 'S', options: ['A', { label: 'Bee', value: 'B' }] }],
      { dialogs },
    );
    const select = await screen.findByRole('button', { name: 'S' });
    expect(select).toHaveTextContent('no value');
    await userEvent.click(select);
    await waitFor(() => expect(select).toHaveTextContent('Bee'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ s: 'B' });
  });

  it('[000-3-formfield-23] a checkbox gives onValue / offValue', async () => {
    const { onSubmit } = renderForm([{ name: 'c', type: 'checkbox', label: 'Urgent', onValue: 'Y', offValue: 'N' }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ c: 'N' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Urgent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ c: 'Y' });
  });

  it('[000-5-forms-19] a date is picked through the date picker and stored at 01:00 UTC', async () => {
    const { dialogs } = fakeDialogs({ datePicker: async () => new Date(2026, 4, 20) });
    const { onSubmit } = renderForm([{ name: 'd', type: 'date', label: 'Day' }], { dialogs });
    const day = await screen.findByRole('button', { name: 'Day' });
    expect(day).toHaveTextContent('Choose a date');
    await userEvent.click(day);
    await waitFor(() => expect(day).toHaveTextContent('05/20/2026'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ d: Date.UTC(2026, 4, 20, 1) });
  });

  it('[000-5-autocomplete-02] [000-5-autocomplete-03] [000-7.4-01] a default value is looked up by ids and chosen', async () => {
    const { lookups, requests } = fakeLookups(() => [{ id: 'Z1', code: 'Z1', description: 'Zone 1' }]);
    renderForm([{ name: 'zone', type: 'autocomplete', label: 'Zone', endpoint: 'api/v1/zones', defaultValue: 'Z1' }], {
      lookups,
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Zone' })).toHaveValue('Zone 1'));
    expect(requests[0]).toMatchObject({ query: { ids: ['Z1'], enabled: true } });
  });

  it('[000-5-autocomplete-02] a default value is looked up in StrictMode too (the first, cleaned-up lookup sets nothing)', async () => {
    const { lookups, requests } = fakeLookups(() => [{ id: 'Z1', code: 'Z1', description: 'Zone 1' }]);
    renderForm([{ name: 'zone', type: 'autocomplete', label: 'Zone', endpoint: 'api/v1/zones', defaultValue: 'Z1' }], {
      lookups,
      strict: true,
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Zone' })).toHaveValue('Zone 1'));
    expect(requests.length).toBeGreaterThanOrEqual(1);
  });

  it('[000-5-autocomplete-06] [000-5-autocomplete-07] no default found is a warning toast', async () => {
    const { dialogs, toasts } = fakeDialogs();
    renderForm([{ name: 'zone', type: 'autocomplete', label: 'Zone', endpoint: 'api/v1/zones', defaultValue: 'Z9' }], {
      dialogs,
    });
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({ status: 'warning', title: 'Invalid default value "Z9" for field Zone' }),
    );
  });

  it('[000-7.4-04] an autocomplete searches and fills autocompleteFields on choice', async () => {
    const { lookups, requests } = fakeLookups(() => [{ id: 'Z1', code: 'Z1', description: 'Zone 1', placeId: 'P1' }]);
    const { onSubmit } = renderForm(
      [
        {
          name: 'zone',
          type: 'autocomplete',
          label: 'Zone',
          endpoint: 'api/v1/zones',
          autocompleteFields: [{ name: 'place', field: 'placeId' }],
        },
        { name: 'place', type: 'hidden', required: false },
      ],
      { lookups },
    );
    await userEvent.type(await screen.findByRole('combobox', { name: 'Zone' }), 'Zo');
    await userEvent.click(await screen.findByRole('option', { name: /Zone 1/ }));
    // Opening asks for the first page (size 25); the typed text follows, merged by the leading debounce.
    expect(requests[0]?.query).toMatchObject({ size: 25, enabled: true });
    await waitFor(() => expect(requests.some((request) => String(request.query.search).startsWith('Z'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({
      zone: { id: 'Z1', code: 'Z1', description: 'Zone 1', placeId: 'P1' },
      place: 'P1',
    });
  });
});

describe('OperationForm autocheck (000 §5 Autocheck)', () => {
  const schema = [
    {
      name: 'sku',
      type: 'text',
      label: 'SKU',
      autocheckEndpoint: 'api/v1/products',
      autocheckEndpointField: 'code',
      autocheckEndpointBlockIfEmpty: true,
      autocompleteFields: [{ name: 'color', field: 'attributes.color' }],
    },
    { name: 'color', type: 'text', label: 'Color', required: false },
  ];

  it('[000-5-forms-21] [000-5-forms-22] [000-7.4-12] one result fills the autocomplete fields', async () => {
    const { lookups, requests } = fakeLookups(() => [{ code: 'SKU1', attributes: { color: 'red' } }]);
    renderForm(schema, { lookups });
    await userEvent.type(await screen.findByRole('textbox', { name: /SKU/ }), 'SKU1');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Color/ })).toHaveValue('red'), { timeout: 2000 });
    expect(requests.at(-1)).toEqual({ method: 'GET', endpoint: 'api/v1/products', query: { code: 'SKU1' } });
  });

  it('[000-9-26] asks the autocheck endpoint 500 ms after the last change, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { lookups, requests } = fakeLookups(() => [{ code: 'SKU1', attributes: { color: 'red' } }]);
      renderForm(schema, { lookups });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(await screen.findByRole('textbox', { name: /SKU/ }), 'SKU1');
      const asked = () => requests.filter((request) => request.endpoint === 'api/v1/products').length;
      await act(() => vi.advanceTimersByTimeAsync(450));
      expect(asked()).toBe(0);
      await act(() => vi.advanceTimersByTimeAsync(60));
      expect(asked()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('[000-5-forms-23] [000-5-forms-24] [000-8.3-17] no result with autocheckEndpointBlockIfEmpty says value not valid and clears', async () => {
    const { dialogs, toasts } = fakeDialogs();
    renderForm(schema, { dialogs });
    const sku = await screen.findByRole('textbox', { name: /SKU/ });
    await userEvent.type(sku, 'NOPE');
    await waitFor(
      () => expect(toasts).toHaveBeenCalledWith({ status: 'error', title: 'The entered value is not valid' }),
      {
        timeout: 2000,
      },
    );
    expect(sku).toHaveValue('');
  });
});

describe('OperationForm schema check (ajv)', () => {
  it('[000-5-forms-28] refuses data of the wrong type with a form validation toast', async () => {
    const { dialogs, toasts } = fakeDialogs();
    const { onSubmit } = renderForm([{ name: 'n', type: 'number', label: 'N', required: false }], {
      dialogs,
      initialData: { n: 'abc' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ status: 'error', title: 'form validation' }));
  });

  it('[000-9-30] a field with focus takes the focus back 300 ms after losing it', async () => {
    renderForm([{ name: 'scan', type: 'text', label: 'Scan', focus: true }]);
    const input = await screen.findByRole('textbox', { name: /Scan/ });
    input.focus();
    input.blur();
    expect(input).not.toHaveFocus();
    await waitFor(() => expect(input).toHaveFocus(), { timeout: 1000 });
  });
});

describe('OperationForm field states (000 §3 Form field)', () => {
  it('[000-3-formfield-08] readOnly true or naming the form context', async () => {
    renderForm([
      { name: 'a', type: 'text', label: 'A', readOnly: 'start', defaultValue: 'x' },
      { name: 'b', type: 'text', label: 'B', readOnly: 'read' },
      { name: 'c', type: 'password', label: 'C', readOnly: true, required: false },
    ]);
    expect(await screen.findByRole('textbox', { name: /^A/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^B/ })).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^C/)).toHaveAttribute('readonly');
  });

  it('[000-4.11-02] [000-3-formfield-07] disabled by attribute or by a dependency', async () => {
    renderForm([
      { name: 'a', type: 'checkbox', label: 'Lock' },
      {
        name: 'b',
        type: 'textarea',
        label: 'B',
        dependencies: [{ whenField: 'a', is: 'disabled', condition: 'hasValue', conditionValue: true }],
      },
      { name: 'c', type: 'number', label: 'C', disabled: true },
    ]);
    const b = await screen.findByRole('textbox', { name: /^B/ });
    expect(b).toBeEnabled();
    expect(screen.getByRole('spinbutton', { name: /^C/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lock' }));
    expect(b).toBeDisabled();
  });

  it('[000-3-formfield-18] a multiple autocomplete keeps several entities and removes one', async () => {
    const { lookups } = fakeLookups(() => [
      { id: '1', code: 'S1', description: 'Store 1' },
      { id: '2', code: 'S2', description: 'Store 2' },
    ]);
    const { onSubmit } = renderForm(
      [{ name: 'stores', type: 'autocomplete', label: 'Stores', endpoint: 'api/v1/places', multiple: true }],
      { lookups },
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Stores' }));
    await userEvent.click(await screen.findByRole('option', { name: /Store 1/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Store 2/ }));
    // A multiple choice keeps its list open; the operator closes it before going on (the open list hides the rest).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Remove Store 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ stores: [{ id: '2', code: 'S2', description: 'Store 2' }] });
  });
});
