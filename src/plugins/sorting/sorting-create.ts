/**
 * The create-sorting form (001 §2.13, §4.11, §7 createFromPicking): the operation's form schema (pickings and a
 * description); without showCreateButton the route sends the operator back to the list. A valid submit creates the
 * sorting from the chosen pickings at the workstation's place and opens its reading.
 */
import { createSortingFromPicking } from '../../api/sorting.ts';
import { buildRoute } from '../../core/routes/build-route.ts';
import { routePattern } from '../../core/routes/route-table.ts';
import { isRecord } from '../../core/guards.ts';
import { workstationOf } from '../shared/screen-values.ts';
import { setScreen, showFailure, showMessage, type SortingContext } from './session.ts';

const listRoute = (context: SortingContext) =>
  buildRoute(routePattern('sortingList'), { opCode: context.operation.code });

/** As the form opens: its schema and, for /start/:code, the code as a starting value. */
export function openCreate(context: SortingContext): void {
  if (!context.kindOptions.showCreateButton) {
    context.navigate(listRoute(context), { replace: true });
    return;
  }
  const code = context.params.code ?? '';
  setScreen(context, {
    formSchema: [...context.operation.formSchema],
    initialData: code ? { code } : {},
    ready: true,
  });
}

/** A picking chosen in an autocomplete: its id, whether the field keeps ids or whole records. */
function idsOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return values.flatMap((entry) => {
    if (typeof entry === 'string' && entry !== '') return [entry];
    if (isRecord(entry) && typeof entry.id === 'string' && entry.id !== '') return [entry.id];
    return [];
  });
}

/** Handler `submitCreate`, args {formData}: createFromPicking, then the new sorting's reading. */
export async function submitCreate(context: SortingContext, args: Record<string, unknown>): Promise<void> {
  const form = isRecord(args.formData) ? args.formData : {};
  const { placeId } = workstationOf(context.state);
  if (!placeId) return showMessage(context, 'confirmation.missingWorkstationPlace');
  const pickingIds = idsOf(form.pickingIds);
  if (pickingIds.length === 0) return showMessage(context, 'sorting.errors.noPickings');
  try {
    const sortingId = await createSortingFromPicking(context.api, {
      pickingIds,
      operationId: context.operation.id,
      operationPlaceId: placeId,
      form,
    });
    context.navigate(buildRoute(routePattern('sortingReading'), { opCode: context.operation.code }), {
      state: { sortingId },
    });
  } catch (failure) {
    await showFailure(context, failure);
  }
}

/** The create form's back: the list. */
export async function leaveCreate(context: SortingContext): Promise<void> {
  context.navigate(listRoute(context));
}
