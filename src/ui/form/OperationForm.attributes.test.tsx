import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeDialogs, fakeLookups, renderForm } from '../../test-support/form-test-support.tsx';

describe('OperationForm field attributes (000 §3 Form field)', () => {
  it('[000-3-formfield-03] shows the secondaryLabel under the label, in the current language', async () => {
    const schema = [
      { name: 'a', type: 'text', label: 'Code', secondaryLabel: { en: 'Scan or type it', it: 'Leggilo o scrivilo' } },
      { name: 'b', type: 'text', label: 'Note', required: false },
    ];
    const { unmount } = renderForm(schema);
    expect(await screen.findByText('Scan or type it')).toBeInTheDocument();
    expect(screen.getAllByText(/Scan or type it|Leggilo/)).toHaveLength(1);
    unmount();
    renderForm(schema, { language: 'it' });
    expect(await screen.findByText('Leggilo o scrivilo')).toBeInTheDocument();
  });

  it('[000-3-formfield-13] draws the icon beside the label at iconWidth × iconHeight (24 by default)', async () => {
    const { container } = renderForm([
      { name: 'a', type: 'text', label: 'A', icon: '/icons/barcode.svg', iconWidth: 32, iconHeight: 16 },
      { name: 'b', type: 'number', label: 'B', icon: '/icons/box.svg' },
      { name: 'c', type: 'text', label: 'C' },
    ]);
    await screen.findByRole('textbox', { name: /^A/ });
    const icons = [...container.querySelectorAll('img')];
    expect(icons.map((icon) => [icon.getAttribute('src'), icon.width, icon.height])).toEqual([
      ['/icons/barcode.svg', 32, 16],
      ['/icons/box.svg', 24, 24],
    ]);
  });

  it('[000-3-formfield-13] directSubmit submits once the field is filled: Enter in a text, a pick in a select', async () => {
    const first = renderForm([{ name: 'a', type: 'text', label: 'A', directSubmit: true }]);
    await userEvent.type(await screen.findByRole('textbox', { name: /^A/ }), 'x{Enter}');
    expect(first.onSubmit).toHaveBeenCalledWith({ a: 'x' });
    first.unmount();

    const { dialogs } = fakeDialogs({ select: async () => ['B'] });
    const second = renderForm([{ name: 's', type: 'select', label: 'S', options: ['A', 'B'], directSubmit: true }], {
      dialogs,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'S' }));
    await waitFor(() => expect(second.onSubmit).toHaveBeenCalledWith({ s: 'B' }));
  });

  it('[000-3-formfield-13] directSubmit on an autocomplete submits the entity just chosen', async () => {
    const { lookups } = fakeLookups(() => [{ id: 'Z1', code: 'Z1', description: 'Zone 1' }]);
    const { onSubmit } = renderForm(
      [{ name: 'zone', type: 'autocomplete', label: 'Zone', endpoint: 'api/v1/zones', directSubmit: true }],
      { lookups },
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Zone' }));
    await userEvent.click(await screen.findByRole('option', { name: /Zone 1/ }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ zone: { id: 'Z1', code: 'Z1', description: 'Zone 1' } }),
    );
  });

  it('[000-3-formfield-33] a multiple select asks the select modal for several values and keeps them all', async () => {
    const select = vi.fn(async (request: { multiple?: boolean }) => (request.multiple ? ['A', 'C'] : ['A']));
    const { dialogs } = fakeDialogs({ select });
    const { onSubmit } = renderForm(
      [{ name: 's', type: 'select', label: 'S', multiple: true, options: ['A', { label: 'Bee', value: 'B' }, 'C'] }],
      { dialogs },
    );
    const button = await screen.findByRole('button', { name: 'S' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('A, C'));
    expect(select).toHaveBeenCalledWith(expect.objectContaining({ multiple: true, selected: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ s: ['A', 'C'] });
  });

  it('[000-3-formfield-34] [000-3-formfield-35] hidden and value fields submit their defaultValue, hidden with its format', async () => {
    const { onSubmit } = renderForm([
      { name: 'code', type: 'text', label: 'Code' },
      { name: 'h', type: 'hidden', defaultValue: '42', format: { character: '0', minLength: 6 } },
      { name: 'v', type: 'value', defaultValue: { kind: 'STOCK' } },
    ]);
    expect(screen.queryByText(/^h$|^v$/)).not.toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: /Code/ }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: 'x', h: '000042', v: { kind: 'STOCK' } });
  });

  it('[000-3-formfield-30] autocheckFormSubmit submits once the autocheck has filled the form', async () => {
    const { lookups } = fakeLookups(() => [{ code: 'SKU1', attributes: { color: 'red' } }]);
    const { onSubmit } = renderForm(
      [
        {
          name: 'sku',
          type: 'text',
          label: 'SKU',
          autocheckEndpoint: 'api/v1/products',
          autocheckEndpointField: 'code',
          autocheckFormSubmit: true,
          autocompleteFields: [{ name: 'color', field: 'attributes.color' }],
        },
        { name: 'color', type: 'text', label: 'Color', required: false },
      ],
      { lookups },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /SKU/ }), 'SKU1');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ sku: 'SKU1', color: 'red' }), { timeout: 2000 });
  });
});
