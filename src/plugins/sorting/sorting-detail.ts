/**
 * The detail modal's three levels (001 §2.13, §7 detail lists of size 99999): the sorting's groups (by priority, the
 * origin zone as filter), a group's entries (by assigned minus expected), an entry's reads. Each level loads as it is
 * opened and is kept in `screen.detail`; Back goes up one level.
 */
import { fetchSortingGroupEntries, fetchSortingGroupReads, fetchSortingGroups } from '../../api/sorting.ts';
import { isRecord } from '../../core/guards.ts';
import { entryRows, groupRows } from '../../core/sorting/sorting-rules.ts';
import { originZoneIdOf } from './sorting-reading.ts';
import { latestOnly, screenValue, setScreen, showFailure, sortingIdOf, type SortingContext } from './session.ts';

type Level = 'groups' | 'entries' | 'reads';

function detailOf(context: SortingContext): Record<string, unknown> {
  const detail = screenValue(context, 'detail');
  return isRecord(detail) ? detail : {};
}

const setDetail = (context: SortingContext, values: Record<string, unknown>) =>
  setScreen(context, { detail: { ...detailOf(context), ...values } });

/** Loads a level; a later load wins, a failure is shown and leaves the level as it was. */
async function loadLevel(context: SortingContext, level: Level, load: () => Promise<Record<string, unknown>>) {
  const loads = latestOnly(context, 'detail');
  const current = loads.next();
  setDetail(context, { loading: true });
  try {
    const values = await load();
    if (loads.isLatest(current)) setDetail(context, { ...values, level });
  } catch (failure) {
    if (loads.isLatest(current)) await showFailure(context, failure);
  } finally {
    if (loads.isLatest(current)) setDetail(context, { loading: false });
  }
}

/** Handler `openDetail`: the groups level, loaded before the modal opens. */
export async function openDetail(context: SortingContext): Promise<void> {
  setScreen(context, { detail: { level: 'groups', groups: [], entries: [], reads: [] } });
  await loadLevel(context, 'groups', async () => {
    const groups = await fetchSortingGroups(context.api, {
      sortingId: sortingIdOf(context),
      originZoneId: originZoneIdOf(context),
    });
    return { groups: groupRows(groups) };
  });
}

const idOf = (args: Record<string, unknown>) => (isRecord(args.row) && typeof args.row.id === 'string' ? args.row : {});

/** Handler `openDetailGroup`, args {row}: the group's entries. */
export async function openDetailGroup(context: SortingContext, args: Record<string, unknown>): Promise<void> {
  const row = idOf(args);
  if (typeof row.id !== 'string') return;
  const groupId = row.id;
  await loadLevel(context, 'entries', async () => {
    const entries = await fetchSortingGroupEntries(context.api, {
      groupIds: [groupId],
      originZoneId: originZoneIdOf(context),
    });
    return { entries: entryRows(entries), groupName: row.group ?? '' };
  });
}

/** Handler `openDetailEntry`, args {row}: the entry's reads. */
export async function openDetailEntry(context: SortingContext, args: Record<string, unknown>): Promise<void> {
  const row = idOf(args);
  if (typeof row.id !== 'string') return;
  const entryId = row.id;
  await loadLevel(context, 'reads', async () => ({
    reads: await fetchSortingGroupReads(context.api, [entryId]),
    entryName: row.barcode ?? '',
  }));
}

/** Handler `detailUp`: one level up (reads to entries, entries to groups). */
export async function detailUp(context: SortingContext): Promise<void> {
  const level = detailOf(context).level;
  setDetail(context, { level: level === 'reads' ? 'entries' : 'groups' });
}
