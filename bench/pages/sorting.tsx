/**
 * In-browser micro-benchmark of sorting (issue 15), on the real schemas/screens/sorting/reading.json through the real
 * ScreenView and the real sorting plugin (over the in-memory sorting server, which answers at once so only the
 * station's own time is measured):
 * - the detail modal's three lists over 500 groups, 5,000 entries and 99,999 reads: each level painted after its rows
 *   are set, and a search at each level (the widget's 300 ms debounce set to 0 here: the figure is the station's
 *   filtering and painting, not the wait the operator asked for);
 * - the reading's per-item loop: one tag decoded by POST /read, the panel, group label and counters updated and
 *   painted, per item.
 * Results go to window.__benchResult.
 */
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import readingDescriptor from '../../schemas/screens/sorting/reading.json';
import { parseLoggedUser } from '../../src/core/logged-user.ts';
import { groupRows, entryRows } from '../../src/core/sorting/sorting-rules.ts';
import { parseGroupEntry, parseGroupRead } from '../../src/core/sorting/sorting-records.ts';
import { createI18n } from '../../src/i18n/index.ts';
import sortingPlugin from '../../src/plugins/sorting/index.ts';
import { loadScreen } from '../../src/runtime/descriptors/load-screen.ts';
import type { WidgetNode } from '../../src/runtime/descriptors/descriptor-types.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { lookupWidget } from '../../src/runtime/render/define-widget.ts';
import { ScreenView } from '../../src/runtime/render/ScreenView.tsx';
import { createScreenController } from '../../src/runtime/screen/screen-controller.ts';
import { createScreenScope } from '../../src/runtime/state/screen-scope.ts';
import { sortingServer, storySortingId, storyZone } from '../../src/test-support/sorting-server.ts';
import { widgetRegistry } from '../../src/widgets/registry.ts';
import { sortingOperation } from '../../stories/support/sorting-story.tsx';
import type { Workstation } from '../../src/core/workstation.ts';
import { committed, median, nextPaint } from './page-timing.ts';
import '../../src/styles.css';

export interface SortingBenchResult {
  levels: { groups: number; entries: number; reads: number };
  searches: { groups: number; entries: number; reads: number };
  perItemMs: number;
}

declare global {
  interface Window {
    __benchResult?: unknown;
  }
}

const registry = lookupWidget(widgetRegistry);
const i18n = createI18n('en');

/** The detail modal's body nodes, as the descriptor declares them (with the search debounce at 0). */
function detailNodes(): WidgetNode[] {
  const sidebar = (readingDescriptor as unknown as { regions: { sidebar: WidgetNode[] } }).regions.sidebar;
  const detail = sidebar.find((node) => node.id === 'detail') as unknown as {
    action: { actions: { type: string; body?: WidgetNode[] }[] };
  };
  const body = detail.action.actions.find((action) => action.type === 'modal')!.body!;
  return body
    .filter((node) => node.widget === 'searchable-list')
    .map((node) => ({ ...node, props: { ...node.props, debounceMs: 0 } }) as WidgetNode);
}

function detailRows() {
  const { data } = sortingServer({ sizes: { groups: 500, entriesPerGroup: 10, readsPerEntry: 20 } });
  const entries = data.entries.flatMap((entry) => parseGroupEntry(entry) ?? []);
  const reads = data.reads.slice(0, 99_999).flatMap((read) => parseGroupRead(read) ?? []);
  return {
    groups: groupRows(data.groups),
    entries: entryRows(entries),
    reads,
  };
}

/** Resolves once the container's text includes `text` (the item's EPC in the panel's display). */
function shown(container: HTMLElement, text: string): Promise<void> {
  if (container.textContent?.includes(text)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!container.textContent?.includes(text)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
  });
}

function setInput(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function detailFigures(root: HTMLElement) {
  const rows = detailRows();
  const screen = loadScreen(
    { screen: 'bench/sorting-detail', title: 'Bench', regions: { main: detailNodes() } },
    'schemas/screens/sorting/reading.json',
    registry,
  );
  const scope = createScreenScope({ screen: { detail: { level: 'groups' } }, operation: { code: 'SORTING' } });
  const ports = { navigate: () => undefined, dialogs: createDialogService(), handlers: {} };
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <ScreenView registry={widgetRegistry} screen={screen} scope={scope} ports={ports} />
    </I18nextProvider>,
  );
  await nextPaint();
  const levels = { groups: 0, entries: 0, reads: 0 };
  const searches = { groups: 0, entries: 0, reads: 0 };
  const cases = [
    { level: 'groups', list: 'Groups', count: rows.groups.length, search: 'ST-04', rows: rows.groups },
    { level: 'entries', list: 'Products', count: rows.entries.length, search: '8001234500', rows: rows.entries },
    { level: 'reads', list: 'Reads', count: rows.reads.length, search: '100099', rows: rows.reads },
  ] as const;
  for (const { level, list, count, search, rows: levelRows } of cases) {
    const paints: number[] = [];
    const searched: number[] = [];
    for (let run = 0; run < 6; run += 1) {
      scope.set('screen', { detail: { level, [level]: [] } });
      await committed(root, `[aria-label="${list} (0)"], section p`);
      await nextPaint();
      const started = performance.now();
      scope.set('screen', { detail: { level, [level]: run % 2 ? levelRows : [...levelRows] } });
      await committed(root, `[aria-label="${list} (${count})"] [role="listitem"]`);
      await nextPaint();
      if (run > 0) paints.push(performance.now() - started);
      const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
      const searchStarted = performance.now();
      console.timeStamp(`search-start-${level}`);
      setInput(input, search);
      await committed(root, `[aria-label^="${list} ("]:not([aria-label="${list} (${count})"])`);
      await nextPaint();
      console.timeStamp(`search-end-${level}`);
      if (run > 0) searched.push(performance.now() - searchStarted);
      setInput(input, '');
      await committed(root, `[aria-label="${list} (${count})"]`);
    }
    levels[level] = median(paints);
    searches[level] = median(searched);
  }
  return { levels, searches };
}

async function perItemMs(root: HTMLElement): Promise<number> {
  const { api } = sortingServer({ sizes: { groups: 3, entriesPerGroup: 2, readsPerEntry: 0 } });
  const operation = sortingOperation({ enablePicking: 'false', pricingEnabled: 'false' });
  const dialogs = createDialogService();
  const controller = createScreenController({
    screen: 'sorting/reading',
    operation,
    plugin: sortingPlugin,
    user: parseLoggedUser({ id: 'u1', username: 'operator', capabilities: ['Resource.Sorting.confirm.perform'] }),
    workstation: { id: 'ws-1', code: 'WS-LOM-PACK', placeId: 'WH-LOM', attributes: {} } as unknown as Workstation,
    params: { opCode: 'SORTING' },
    navigation: { sortingId: storySortingId, originZoneId: storyZone.id },
    api,
    dialogs,
    navigate: () => undefined,
    descriptorBack: () => undefined,
    translate: (key, params) => i18n.t(key, params),
    outcomes: () => undefined,
    onError: (error) => {
      throw error;
    },
  });
  const screen = loadScreen(readingDescriptor, 'schemas/screens/sorting/reading.json', registry);
  const ports = { navigate: () => undefined, dialogs, handlers: controller.handlers };
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <ScreenView registry={widgetRegistry} screen={screen} scope={controller.scope} ports={ports} />
    </I18nextProvider>,
  );
  await controller.open();
  await nextPaint();
  const times: number[] = [];
  for (let item = 0; item < 41; item += 1) {
    const code = `SORT-${item}`;
    const started = performance.now();
    await controller.bound!.decode!([code]);
    await shown(root, code);
    await nextPaint();
    if (item > 0) times.push(performance.now() - started);
  }
  controller.dispose();
  return median(times);
}

async function main() {
  const detailRoot = document.getElementById('root')!;
  const { levels, searches } = await detailFigures(detailRoot);
  const readingRoot = document.createElement('div');
  document.body.append(readingRoot);
  detailRoot.remove();
  const perItem = await perItemMs(readingRoot);
  window.__benchResult = { levels, searches, perItemMs: perItem } satisfies SortingBenchResult;
}

main().catch((error: unknown) => {
  window.__benchResult = { error: error instanceof Error ? error.message : String(error) };
});
