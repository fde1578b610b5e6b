/**
 * In-browser micro-benchmark of shipping (issue 14): the checklist reconciliation of 5,000 reads against a 1,000-row
 * checklist, and the ASN screen's parcel list (the real schemas/screens/shipping/asn.json node through the real
 * ScreenView) with 1,000 parcels: painted, then a row expanded to 500 items after its data arrives. Results go to
 * window.__benchResult.
 */
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import asnDescriptor from '../../schemas/screens/shipping/asn.json';
import {
  parseChecklist,
  reconcile,
  rowsFromReads,
  summarizeChecklist,
  type Checklist,
} from '../../src/core/shipping/checklist-reconciliation.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { loadScreen } from '../../src/runtime/descriptors/load-screen.ts';
import type { WidgetNode } from '../../src/runtime/descriptors/descriptor-types.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { lookupWidget } from '../../src/runtime/render/define-widget.ts';
import { ScreenView } from '../../src/runtime/render/ScreenView.tsx';
import { createScreenScope } from '../../src/runtime/state/screen-scope.ts';
import { widgetRegistry } from '../../src/widgets/registry.ts';
import { committed, median, nextPaint } from './page-timing.ts';
import '../../src/styles.css';

export interface ShippingBenchResult {
  reconcileMs: number;
  listPaintMs: number;
  expandPaintMs: number;
}

declare global {
  interface Window {
    __benchResult?: unknown;
  }
}

/** 1,000 products of 5 each, read 5,000 times over 1,100 products (some not on the checklist). */
function reconciliationMs(): number {
  const checklist = parseChecklist({
    id: 'bench',
    type: 'CHECKLIST_BY_PRODUCT',
    checklistProducts: Array.from({ length: 1000 }, (_, index) => ({ productCode: `P${index}`, quantity: 5 })),
  }) as Checklist;
  const reads = Array.from({ length: 5000 }, (_, index) => ({ productCode: `P${(index * 7) % 1100}` }));
  const policy = {
    canConfirmWithMissing: 'withWarning',
    canConfirmWithOverQuantity: 'no',
    canConfirmWithUnexpected: 'withWarning',
    genericDiscrepancyMessage: false,
  };
  const runs: number[] = [];
  for (let run = 0; run < 31; run += 1) {
    const started = performance.now();
    reconcile(summarizeChecklist(rowsFromReads(checklist, reads)), policy);
    runs.push(performance.now() - started);
  }
  return median(runs.slice(1));
}

const parcels = Array.from({ length: 1000 }, (_, index) => ({
  id: `p${index}`,
  code: `PRC-2025-${String(index).padStart(5, '0')}`,
  status: index % 2 ? 'RECEIVED' : 'IN_INBOUND',
  counter: `${index % 40}/40`,
  completed: index % 2 === 1,
}));
const content = Array.from({ length: 500 }, (_, index) => ({
  key: `k${index}`,
  image: '',
  code: `KN210-CSH-GRM-${index}`,
  variant: `KN210 / CSH / GRM / ${index}`,
  quantity: `${index % 3}/2`,
}));

async function listFigures(): Promise<{ listPaintMs: number; expandPaintMs: number }> {
  const node = (asnDescriptor as unknown as { regions: { main: WidgetNode[] } }).regions.main[0]!;
  const screen = loadScreen(
    { screen: 'bench/asn', title: 'Bench', regions: { main: [node] } },
    'schemas/screens/shipping/asn.json',
    lookupWidget(widgetRegistry),
  );
  const scope = createScreenScope({ screen: {}, operation: { code: 'INBOUND' } });
  let contentArrived = 0;
  const ports = {
    navigate: () => undefined,
    dialogs: createDialogService(),
    handlers: {
      searchParcels: async () => parcels,
      openParcel: async () => undefined,
      parcelContent: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        contentArrived = performance.now();
        return content;
      },
    },
  };
  const container = document.getElementById('root')!;
  createRoot(container).render(
    <I18nextProvider i18n={createI18n('en')}>
      <ScreenView registry={widgetRegistry} screen={screen} scope={scope} ports={ports} />
    </I18nextProvider>,
  );
  await committed(container, 'section[data-widget-id]');
  await nextPaint();

  // Each figure is the median of 5: the list set anew (after an empty one), then 5 completed rows opened in turn.
  const paints: number[] = [];
  for (let run = 0; run < 6; run += 1) {
    scope.set('screen', { parcels: [] });
    await committed(container, '[aria-label="Parcels (0)"], section p');
    await nextPaint();
    const listStarted = performance.now();
    scope.set('screen', { parcels: run % 2 ? parcels : [...parcels] });
    await committed(container, '[aria-label="Parcels (1000)"] [role="listitem"]');
    await nextPaint();
    if (run > 0) paints.push(performance.now() - listStarted);
  }
  const expands: number[] = [];
  for (const code of ['PRC-2025-00001', 'PRC-2025-00003', 'PRC-2025-00005', 'PRC-2025-00007', 'PRC-2025-00009']) {
    const row = [...container.querySelectorAll<HTMLButtonElement>('[role="listitem"] button')].find((button) =>
      button.textContent?.includes(code),
    );
    if (!row) throw new Error(`no completed parcel row ${code} to expand`);
    row.click();
    await committed(container, `[aria-expanded="true"] + div table tbody tr[data-index]`);
    await nextPaint();
    expands.push(performance.now() - contentArrived);
    row.click();
    await nextPaint();
  }
  return { listPaintMs: median(paints), expandPaintMs: median(expands) };
}

async function main() {
  const reconcileMs = reconciliationMs();
  const { listPaintMs, expandPaintMs } = await listFigures();
  window.__benchResult = { reconcileMs, listPaintMs, expandPaintMs } satisfies ShippingBenchResult;
}

main().catch((error: unknown) => {
  window.__benchResult = { error: error instanceof Error ? error.message : String(error) };
});
