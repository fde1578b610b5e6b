import { parseFormSchema } from '../../core/forms/parse-form-schema.ts';
import { readingBackGoesToForm } from '../../core/forms/reading-back.ts';
import { tileRoute } from '../../core/routes/tile-route.ts';
import type { PluginContext } from '../define-plugin.ts';

/** 001 §2.11, §2.12: back from a reading goes to the operation's form when it has one worth returning to, else /. */
export function leaveReading(context: PluginContext<'transfer-to-zone'>): void {
  const { operation } = context;
  const { fields } = parseFormSchema(operation.formSchema);
  context.navigate(
    readingBackGoesToForm(fields)
      ? tileRoute({ type: 'TRANSFER_TO_ZONE', code: operation.code, templatePath: operation.templatePath })
      : '/',
  );
}
