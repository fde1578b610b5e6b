import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import committed from '../../../schemas/screen.schema.json';
import { widgetRegistry } from '../../widgets/registry.ts';
import { editorScreenSchema } from './editor-screen-schema.ts';

const descriptors = import.meta.glob<unknown>(
  ['../../../schemas/screens/**/*.json', '../../../schemas/fragments/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

describe('editorScreenSchema()', () => {
  it('is what schemas/screen.schema.json holds (run `npx tsx scripts/generate-screen-schema.ts` after changing a widget)', () => {
    expect(committed).toEqual(editorScreenSchema(widgetRegistry));
  });

  it('names every widget of the registry and its props', () => {
    const schema = editorScreenSchema(widgetRegistry) as { definitions: { widget: { allOf: unknown[] } } };
    expect(schema.definitions.widget.allOf).toHaveLength(Object.keys(widgetRegistry).length);
  });

  it.each(Object.entries(descriptors))('accepts %s, as an editor checking it would', (file, descriptor) => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(editorScreenSchema(widgetRegistry));
    expect(validate(descriptor), `${file}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  });

  it('rejects a widget the registry does not have and a prop of the wrong type', () => {
    const validate = new Ajv({ strict: false }).compile(editorScreenSchema(widgetRegistry));
    expect(validate({ screen: 'a/b', regions: { main: [{ widget: 'no-such-widget' }] } })).toBe(false);
    expect(validate({ screen: 'a/b', regions: { main: [{ widget: 'button', props: { label: 42 } }] } })).toBe(false);
  });
});
