import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { FormScripts } from '../../src/core/forms/form-scripts.ts';
import { FormPlayground, seedPresets } from './FormPlayground.tsx';

/** Every field type and every attribute of 000 §3 Form field in one operation, rendered by the playground. */
const gallery = {
  id: 'gallery',
  code: 'GALLERY',
  type: 'SIMPLE_ITEM_LIST',
  description: 'Every field type',
  formSchema: [
    {
      name: 'text',
      type: 'text',
      label: { en: 'Text', it: 'Testo' },
      secondaryLabel: 'upperCase, minlength 2, maxlength 8, submitOnEnter',
      upperCase: true,
      minlength: 2,
      maxlength: 8,
      submitOnEnter: true,
      autoFocus: true,
    },
    {
      name: 'code',
      type: 'text',
      label: 'Validated code',
      validation: { regexp: '^[A-Z]{2}\\d{4}$', errors: { en: 'AA9999, please', it: 'AA9999, per favore' } },
      focusOnField: 'quantity',
    },
    {
      name: 'padded',
      type: 'text',
      label: 'Padded code',
      format: { character: '0', minLength: 10 },
      regExp: '^\\d+$',
      regExpError: 'Digits only',
    },
    {
      name: 'quantity',
      type: 'number',
      label: 'Number',
      secondaryLabel: 'onChange: boxesForQuantity',
      min: 1,
      max: 99,
      step: 1,
      onChange: 'boxesForQuantity',
    },
    { name: 'boxes', type: 'number', label: 'Boxes (set by the script)', required: false },
    { name: 'secret', type: 'password', label: 'Password', required: false },
    { name: 'notes', type: 'textarea', label: 'Textarea', required: false, maxlength: 200 },
    { name: 'urgent', type: 'checkbox', label: 'Checkbox', onValue: 'Y', offValue: 'N' },
    {
      name: 'reason',
      type: 'select',
      label: 'Select',
      options: [
        'Visual merchandising',
        { label: { en: 'Photo shooting', it: 'Servizio fotografico' }, value: 'SHOOTING' },
      ],
    },
    {
      name: 'tags',
      type: 'select',
      label: 'Select, multiple',
      multiple: true,
      required: false,
      options: ['A', 'B', 'C'],
    },
    { name: 'day', type: 'date', label: 'Date', currentDateAsDefault: true, useTimezone: true },
    { name: 'pickup', type: 'date', label: 'Date and time', time: true, required: false },
    {
      name: 'slot',
      type: 'date',
      label: 'Date range with time',
      range: true,
      time: true,
      required: false,
    },
    {
      name: 'period',
      type: 'date',
      label: 'Date range',
      range: true,
      startDatePath: 'periodFrom',
      endDatePath: 'periodTo',
      required: false,
    },
    {
      name: 'zone',
      type: 'autocomplete',
      label: 'Autocomplete',
      endpoint: 'api/v1/zones?type=STOCK',
      defaultValue: 'WH-LOM-STOCK',
      concatSecondaryLabel: true,
      autocompleteFields: [{ name: 'zoneCode', field: 'code' }],
    },
    {
      name: 'stores',
      type: 'autocomplete',
      label: 'Autocomplete, multiple',
      endpoint: 'api/v1/places?type=STORE',
      multiple: true,
      required: false,
    },
    {
      name: 'customer',
      type: 'autocomplete',
      label: 'Autocomplete, search disabled, shown when urgent',
      endpoint: 'api/v1/places',
      searchDisabled: true,
      required: false,
      dependencies: [{ whenField: 'urgent', is: 'visible', condition: 'hasValue', conditionValue: 'Y' }],
    },
    { name: 'zoneCode', type: 'hidden', required: false },
    { name: 'place', type: 'value', defaultValue: '{placeId}' },
  ],
  options: { formSchemaSingleRow: 'false' },
};

/** What an operation plugin would declare as its `formScripts`: 12 pieces to a box. */
const galleryScripts: FormScripts = {
  boxesForQuantity: ({ value }) => (typeof value === 'number' ? { boxes: Math.ceil(value / 12) } : undefined),
};

function Gallery() {
  return <FormPlayground initialCode="GALLERY" presets={[gallery, ...seedPresets]} formScripts={galleryScripts} />;
}

const meta = { title: 'Forms/Gallery', component: Gallery, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof Gallery
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryFieldType: Story = {
  name: 'Every field type and attribute (000 §3 Form field)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Next' }, { timeout: 5000 });
    for (const name of ['Password', 'Textarea', 'Select', 'Date range From', 'Autocomplete']) {
      await expect(canvas.getAllByLabelText(new RegExp(name)).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByRole('checkbox', { name: 'Checkbox' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Date and time' })).toHaveTextContent('Choose a date');
    await expect(canvas.getByRole('button', { name: 'Date range with time To' })).toBeInTheDocument();
  },
};

export const OnChangeScript: Story = {
  name: 'onChange runs a named script (000 §3 Form field onChange)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('spinbutton', { name: /^Number/ }, { timeout: 5000 }), '25');
    await expect(canvas.getByRole('spinbutton', { name: /^Boxes/ })).toHaveValue(3);
    await expect(within(canvas.getByRole('region', { name: 'Diagnostics' })).getByText('None')).toBeInTheDocument();
  },
};

export const DateWithTime: Story = {
  name: 'A date with time: day, hours and minutes in the picker (000 §3 Form field time)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('button', { name: 'Date and time' }, { timeout: 5000 });
    await userEvent.click(field);
    const dialog = await screen.findByRole('dialog', { name: 'Date and time' });
    await userEvent.keyboard('{Enter}');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Hours' }), '09');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Minutes' }), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(field).toHaveTextContent(/\d{2}\/\d{2}\/\d{4} 09:30:00/);
  },
};
