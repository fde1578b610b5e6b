import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
    { name: 'quantity', type: 'number', label: 'Number', min: 1, max: 99, step: 1 },
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

function Gallery() {
  return <FormPlayground initialCode="GALLERY" presets={[gallery, ...seedPresets]} />;
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
  },
};
