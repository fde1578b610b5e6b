/**
 * The JSON Schema (draft-07) of an operation configuration as the server sends it (000 §3 Operation), generated
 * from the option tables so that schema, parser and types share one vocabulary. schemas/operation.schema.json is
 * this value, formatted; a test keeps the file in step (update it with `npx vitest run -u`).
 */
import { kindOfType, operationKinds, operationTypes } from '../operation-types.ts';
import type { OperationKind } from '../operation-types.ts';
import { commonOptionSpec } from './common-options.ts';
import { formFieldJsonSchema } from './form-field-json-schema.ts';
import { itemStatusLists, itemStatusOptionSpec } from './item-statuses.ts';
import type { JsonSchema } from './json-schema-types.ts';
import { kindOptionSpecs } from './kind-option-specs.ts';
import type { OptionSpecTable } from './option-spec.ts';

const nonBlankText = { type: 'string', pattern: '\\S' };

function tableSchema(table: OptionSpecTable): { properties: JsonSchema; patternProperties: JsonSchema } {
  const properties: [string, JsonSchema][] = [];
  const patternProperties: [string, JsonSchema][] = [];
  for (const [name, spec] of Object.entries(table)) {
    if (spec.form === 'single') properties.push([name, spec.jsonSchema]);
    else patternProperties.push([`^${spec.prefix}`, spec.jsonSchema]);
  }
  return { properties: Object.fromEntries(properties), patternProperties: Object.fromEntries(patternProperties) };
}

/** if type is one of the kind's types then its options follow the kind's table. */
function kindRule(kind: OperationKind): JsonSchema[] {
  const { properties, patternProperties } = tableSchema(kindOptionSpecs[kind]);
  if (Object.keys(properties).length === 0 && Object.keys(patternProperties).length === 0) return [];
  const types = operationTypes.filter((type) => kindOfType[type] === kind);
  const options = { properties, ...(Object.keys(patternProperties).length > 0 ? { patternProperties } : {}) };
  return [
    {
      if: { type: 'object', properties: { type: { enum: types } }, required: ['type'] },
      then: {
        type: 'object',
        properties: { options: { type: 'object', description: `Options of ${types.join(', ')}.`, ...options } },
      },
    },
  ];
}

const commonOptions = tableSchema({ ...commonOptionSpec, ...itemStatusOptionSpec }).properties;

const statusList = { type: 'array', items: { type: 'string' } };

export function buildOperationJsonSchema(): JsonSchema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Operation configuration',
    description:
      'An operation as the server sends it (000 §3 Operation): options are strings the client converts ' +
      '(src/core/operation-config). Generated from the option tables; do not edit by hand.',
    type: 'object',
    required: ['id', 'code', 'type'],
    properties: {
      id: { description: 'Server id.', anyOf: [nonBlankText, { type: 'integer' }] },
      code: { ...nonBlankText, description: 'Operation code: the opCode of every route.' },
      description: { type: 'string', description: 'Screen title and tile text.' },
      type: { enum: operationTypes, description: 'Operation type (000 §1); other types are unsupported.' },
      templatePath: { type: 'string', description: 'Screen variant route segment (000 §2.1); empty by default.' },
      enabled: { type: 'boolean', description: 'Only enabled operations show as tiles (000 §2.4).' },
      displayPriority: { type: 'number', description: 'Tile order, ascending; missing counts as 0 (000 §2.4).' },
      disableWorkstationCheck: { type: 'boolean', description: 'Open without a default workstation (000 §5 Other).' },
      icon: { type: 'string', description: 'Tile icon name or image URL (000 §2.4).' },
      clients: { type: 'array', items: { type: 'string' }, description: 'Client applications, e.g. station.' },
      formSchema: { type: 'array', items: { $ref: '#/definitions/formField' }, description: 'Start form fields.' },
      asnFormSchema: {
        type: 'array',
        items: { $ref: '#/definitions/formField' },
        description: 'Create-shipment form fields (001 §2.5); a shipmentCode field by default.',
      },
      actions: { type: 'array', items: { $ref: '#/definitions/action' }, description: 'Actions the operation runs.' },
      saveOnReadActionCode: { type: 'string', description: 'Action run on each read (001 §4.10).' },
      attributes: {
        type: 'object',
        description: 'Operation attributes.',
        properties: {
          'zpl-template-code': { type: 'string', description: 'Label template code (001 §5, 002 §5).' },
          printerIP: { type: 'string', description: 'Printer address when the workstation has none (001 §5).' },
        },
      },
      itemStatuses: {
        type: 'object',
        description: 'Status lists, merged with the *States options (000 §3, 000 §4.6).',
        properties: Object.fromEntries(itemStatusLists.map((list) => [list, statusList])),
        additionalProperties: false,
      },
      options: { $ref: '#/definitions/options' },
      creationDate: { type: 'number', description: 'Epoch ms.' },
      lastModifyDate: { type: 'number', description: 'Epoch ms.' },
    },
    allOf: operationKinds.flatMap(kindRule),
    definitions: {
      formField: formFieldJsonSchema,
      action: {
        type: 'object',
        required: ['actionCode'],
        properties: {
          actionCode: { ...nonBlankText, description: 'Action code.' },
          attributes: { description: 'Action attributes, e.g. printTemplateCode (002 §7).' },
        },
      },
      options: {
        type: 'object',
        description: 'Options as strings (000 §3). Unknown options are kept as text.',
        properties: commonOptions,
        additionalProperties: { type: ['string', 'number', 'boolean'] },
      },
    },
  };
}
