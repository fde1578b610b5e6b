import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeLookups, renderForm } from '../../test-support/form-test-support.tsx';

const stores = [
  { id: 'P1', code: 'ST-MIL', description: 'Milano Montenapoleone' },
  { id: 'P2', code: 'ST-ROM', description: 'Roma Condotti' },
];

/** The conveyor's customer (001 §2.12): the place chosen is kept as its code only, through its autocompleteFields. */
const customer = {
  name: 'attributes.customerPlaceCode',
  type: 'autocomplete',
  label: 'Customer',
  endpoint: 'api/v1/places',
  optionLabel: 'description',
  optionSecondaryLabel: 'code',
  autocompleteFields: [{ name: 'attributes.customerPlaceCode', field: 'code' }],
  required: false,
};

describe('AutocompleteField (000 §3 Displayed values, §5 autocompleteFields)', () => {
  it('[000-5-forms-25] [000-3-formfield-44] should keep showing the entity chosen when its autocompleteFields map the value onto the field itself', async () => {
    const { lookups } = fakeLookups(() => stores);
    const { onSubmit } = renderForm([customer], { lookups });
    const field = await screen.findByRole('combobox', { name: 'Customer' });
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: /Roma Condotti/ }));
    expect(field).toHaveValue('Roma Condotti');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ attributes: { customerPlaceCode: 'ST-ROM' } });
    expect(field).toHaveValue('Roma Condotti');
  });

  it('should show a kept value that no entity chosen here maps onto (data given back to the form) as it is', async () => {
    renderForm([customer], { initialData: { attributes: { customerPlaceCode: 'ST-MIL' } } });
    expect(await screen.findByRole('combobox', { name: 'Customer' })).toHaveValue('ST-MIL');
  });
});
