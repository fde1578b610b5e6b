/** The screen-scope values the simple item list reads (README 'Bindings': formData, workstation), checked. */
import type { ListedRead, ScreenStatePort } from '../define-plugin.ts';
import { isRecord } from '../../core/guards.ts';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** The start form's data (000 §2.13), {} when there is none. */
export function formDataOf(state: ScreenStatePort): Record<string, unknown> {
  const formData = state.get('formData');
  return isRecord(formData) ? formData : {};
}

/** The default workstation's code and place (001 §3 Workstation); placeId '' when it has none. */
export function workstationOf(state: ScreenStatePort): { code: string; placeId: string } {
  const workstation = state.get('workstation');
  if (!isRecord(workstation)) return { code: '', placeId: '' };
  return { code: text(workstation.code), placeId: text(workstation.placeId) };
}

/** Sets members of the screen's own state (the scope root `screen`), keeping the others. */
export function setScreenValues(state: ScreenStatePort, values: Readonly<Record<string, unknown>>): void {
  const screen = state.get('screen');
  state.set('screen', { ...(isRecord(screen) ? screen : {}), ...values });
}

/** Reads handed to a handler as an argument (e.g. `{ "reads": { "var": "screen.decoded" } }`); others are skipped. */
export function listedReadsOf(value: unknown): ListedRead[] {
  if (!Array.isArray(value)) return [];
  const reads: ListedRead[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.status !== 'string') continue;
    const item = isRecord(entry.item) ? { id: text(entry.item.id) } : null;
    reads.push({ identifierCode: text(entry.identifierCode), status: entry.status, item });
  }
  return reads;
}
