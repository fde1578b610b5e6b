import shapeSchema from '../../../schemas/screen-shape.schema.json';
import type { WidgetRegistry } from '../render/define-widget.ts';

type JsonObject = Record<string, unknown>;

/** A props schema as an editor should check it: bound props may be left out of `props`, so nothing is required. */
function editorProps(schema: JsonObject): JsonObject {
  const { required: _required, ...rest } = schema;
  return rest;
}

/**
 * `schemas/screen.schema.json`, the schema descriptors name in `$schema` so an editor completes and checks them: the
 * descriptor shape the runtime checks (`screen-shape.schema.json`) plus the registry's widget names and each widget's
 * props. The runtime itself checks props widget by widget (a wrong widget fails alone), so it loads the shape only.
 */
export function editorScreenSchema(registry: WidgetRegistry): JsonObject {
  const schema = structuredClone(shapeSchema) as JsonObject & { definitions: Record<string, JsonObject> };
  const names = Object.keys(registry).sort();
  const widget = schema.definitions.widget as JsonObject & { properties: Record<string, JsonObject> };
  widget.properties.widget = { ...widget.properties.widget, enum: names };
  widget.allOf = names.map((name) => ({
    if: { properties: { widget: { const: name } } },
    then: {
      properties: {
        props: { description: registry[name]!.description, ...editorProps(registry[name]!.propsSchema as JsonObject) },
      },
    },
  }));
  return {
    ...schema,
    $id: 'https://station.local/schemas/screen.schema.json',
    description: `${String(schema.description)} Generated from screen-shape.schema.json and the widget registry: do not edit.`,
  };
}
