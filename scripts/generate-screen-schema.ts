/** Writes schemas/screen.schema.json from the descriptor shape and the widget registry (`npx tsx scripts/generate-screen-schema.ts`). */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { editorScreenSchema } from '../src/runtime/descriptors/editor-screen-schema.ts';
import { widgetRegistry } from '../src/widgets/registry.ts';

const file = new URL('../schemas/screen.schema.json', import.meta.url);
const options = { ...(await resolveConfig(file)), parser: 'json' };
writeFileSync(file, await format(JSON.stringify(editorScreenSchema(widgetRegistry)), options));
