import { parseFormSchema } from '../../core/forms/parse-form-schema.ts';
import { readingBackGoesToForm } from '../../core/forms/reading-back.ts';
import { tileRoute } from '../../core/routes/tile-route.ts';
import type { PluginContext } from '../define-plugin.ts';

type TransferContext = PluginContext<'transfer-to-zone'>;

const formRoute = ({ operation }: TransferContext) =>
  tileRoute({ type: 'TRANSFER_TO_ZONE', code: operation.code, templatePath: operation.templatePath });

/** 001 §2.11: back from a reading goes to the operation's form when it has one worth returning to, else /. */
export function leaveReading(context: TransferContext): void {
  const { fields } = parseFormSchema(context.operation.formSchema);
  context.navigate(readingBackGoesToForm(fields) ? formRoute(context) : '/');
}

/**
 * 001 §2.12: back from the conveyor reading goes to the operation's form (the conveyor form, or the plain transfer to
 * zone form of an operation without the templatePath) when the operation has a form schema, else to /.
 */
export function leaveConveyorReading(context: TransferContext): void {
  context.navigate(context.operation.formSchema.length > 0 ? formRoute(context) : '/');
}
