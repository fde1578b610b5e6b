import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { propsCheck } from '../runtime/descriptors/schema-validation.ts';
import { defineWidget } from '../runtime/render/define-widget.ts';
import { mergeRegistry } from '../runtime/render/define-widget.ts';
import { widgetNames, widgetRegistry } from './registry.ts';

const storiesDir = path.resolve(__dirname, '../../stories/widgets');
const storySources = readdirSync(storiesDir)
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => readFileSync(path.join(storiesDir, file), 'utf8'))
  .join('\n');

describe('widgetRegistry (one conformance suite for every widget)', () => {
  it.each(widgetNames)('%s: is registered under its own name', (name) => {
    expect(widgetRegistry[name].name).toBe(name);
  });

  it.each(widgetNames)('%s: has a props schema that is valid JSON Schema (draft-07) and checks props', (name) => {
    const schema = widgetRegistry[name].propsSchema;
    expect(new Ajv({ strict: false }).validateSchema(schema), JSON.stringify(schema)).toBe(true);
    expect(() => propsCheck(schema)({}, '$.props')).not.toThrow();
  });

  it.each(widgetNames)('%s: has a story in stories/widgets', (name) => {
    expect(storySources).toContain(`widget: '${name}'`);
  });
});

describe('mergeRegistry()', () => {
  it('should let a plugin replace a widget for its kind and add new ones, leaving the defaults untouched', () => {
    const compactTile = defineWidget<'tile', { label: string }>({
      name: 'tile',
      description: 'A compact tile',
      propsSchema: { type: 'object' },
      component: () => null,
    });
    const merged = mergeRegistry(widgetRegistry, { tile: compactTile });
    expect(merged.tile).toBe(compactTile);
    expect(merged.button).toBe(widgetRegistry.button);
    expect(widgetRegistry.tile).not.toBe(compactTile);
  });
});
