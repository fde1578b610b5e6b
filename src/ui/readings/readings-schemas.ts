import { textKindFields } from '../../core/readings/kind-fields.ts';
import { toneSchema } from '../tones.ts';

const readStatuses = ['error', 'warning', 'ignored', 'ignoredWithReason', 'valid'] as const;

/** JSON Schema of a ReadFilter (core/readings/read-filter.ts): the props of lists and counters that show a part. */
export const readFilterSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    statuses: { type: 'array', items: { enum: readStatuses }, uniqueItems: true },
    kindFields: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(
        textKindFields.map((field) => [field, { type: 'array', items: { type: 'string' } }]),
      ),
    },
  },
} as const;

/** JSON Schema of a list of KindChipSpec (ui/readings/KindChips.tsx). */
export const kindChipsSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['field'],
    additionalProperties: false,
    properties: {
      field: { enum: textKindFields },
      label: { type: 'string', minLength: 1 },
      values: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          additionalProperties: false,
          properties: { tone: toneSchema, label: { type: 'string', minLength: 1 } },
        },
      },
      tone: toneSchema,
    },
  },
} as const;
