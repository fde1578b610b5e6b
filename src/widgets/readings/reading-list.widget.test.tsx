import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeReaderPort } from '../../test-support/fake-reader-port.ts';
import { demoReadingsScreen, epcOf } from '../../../stories/support/demo-readings.ts';
import { readingListWidget, type ReadingListProps } from './reading-list.widget.tsx';
import { ReadingsContext, type ReadingsScreen } from '../../runtime/render/readings-context.ts';
import { renderWithAppI18n } from '../../test-support/readings-test-support.tsx';

const ReadingList = readingListWidget.component;

function renderList(readings: ReadingsScreen, props: ReadingListProps = {}, second?: ReadingListProps) {
  return renderWithAppI18n(
    <ReadingsContext.Provider value={readings}>
      <ReadingList props={props} enabled node={{ path: '$', id: 'list' }} />
      {second && <ReadingList props={second} enabled node={{ path: '$', id: 'second' }} />}
    </ReadingsContext.Provider>,
  );
}

const qcChips: ReadingListProps['kindChips'] = [
  {
    field: 'qcStatus',
    label: 'readings.kindFields.qcStatus',
    values: { LOADING: { label: 'readings.qcValues.LOADING' }, OK: { tone: 'ok' }, KO: { tone: 'error' } },
  },
];
const rowOf = (code: string) => document.querySelector(`[data-read="${code}"]`) as HTMLElement;
const productRow = (code: string) => document.querySelector(`[data-row="product:${code}"]`) as HTMLElement;
const readCodes = (widgetId: string) =>
  [...document.querySelectorAll(`[data-widget-id="${widgetId}"] [data-read]`)].map((row) =>
    row.getAttribute('data-read'),
  );

describe('reading-list widget (000 §2.15)', () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
  });
  afterEach(() => vi.unstubAllGlobals());
  const paint = () =>
    act(() => {
      const due = frames;
      frames = [];
      due.forEach((callback) => callback(performance.now()));
    });

  it("[000-2.15-17] says 'press start to read' while the reader is off, else the configured message", () => {
    const readings = { ...demoReadingsScreen(), reader: createFakeReaderPort('off') };
    const { unmount } = renderList(readings);
    expect(screen.getByText('press start to read')).toBeInTheDocument();
    unmount();
    renderList({ ...readings, reader: createFakeReaderPort('reading') }, { emptyMessage: 'nothingInList' });
    expect(screen.getByText('looks like anything in list')).toBeInTheDocument();
  });

  it('repaints once per animation frame however many reads arrive', async () => {
    const readings = demoReadingsScreen();
    renderList(readings);
    readings.fill();
    await act(async () => {});
    expect(frames).toHaveLength(1);
    readings.pipeline.push([{ epc: 'EXTRA-1' }]);
    readings.pipeline.push([{ epc: 'EXTRA-2' }]);
    expect(frames).toHaveLength(1);
    paint();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('[000-2.15-01] [000-2.15-02] [000-2.15-03] [000-2.15-04] [000-2.15-05] [000-2.15-07] item rows: identifiers, product, zone, statuses, counter', async () => {
    const readings = demoReadingsScreen();
    renderList(readings, { mode: 'item' });
    readings.fill();
    await act(async () => {});
    paint();
    const row = screen.getByText('item not in stock').closest('[data-read]') as HTMLElement;
    expect(within(row).getByText('KN210-MER-NAV-L')).toBeInTheDocument();
    expect(within(row).getByText('EMBEDDED')).toBeInTheDocument();
    expect(within(row).getByText('serial number')).toBeInTheDocument();
    expect(within(row).getByText('WH-LOM - WH-LOM-STOCK')).toBeInTheDocument();
    expect(within(row).getByLabelText('detected/expected').textContent).toBe('1/0');
    expect(row.getAttribute('data-status')).toBe('error');
  });

  it('[000-2.12-04] clicking a row with a known item opens the item info modal; an invalid tag has nothing to open', async () => {
    const readings = demoReadingsScreen();
    renderList(readings, { mode: 'item' });
    readings.fill();
    await act(async () => {});
    paint();
    const invalid = screen.getByText('invalid tag').closest('[data-read]') as HTMLElement;
    expect(within(invalid).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByText('item not in stock'));
    expect(await screen.findByRole('dialog', { name: 'Item info' })).toBeInTheDocument();
  });

  it('[000-2.15-09] [000-2.15-10] [000-4.5-14] product rows: badges, and a trash button in sku remove mode', async () => {
    const readings = demoReadingsScreen({ displayMode: 'groupedByProduct', removeMode: 'sku' });
    renderList(readings);
    readings.fill();
    await act(async () => {});
    paint();
    expect(screen.getByText('Error (1)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove all items of KN210-MER-NAV-L' }));
    paint();
    expect(screen.queryByText('KN210-MER-NAV-L')).toBeNull();
  });

  it("[000-3-product-08] product rows show the product as 'code / material / size / color'", async () => {
    const readings = demoReadingsScreen({ displayMode: 'groupedByProduct' });
    renderList(readings);
    readings.fill();
    await act(async () => {});
    paint();
    expect(within(productRow('KN210-MER-NAV-L')).getByText('KN210-MER-NAV-L / MER / L / NAV')).toBeInTheDocument();
    expect(within(productRow('SH305-OXF-WHT-M')).getByText('SH305-OXF-WHT-M / OXF / M / WHT')).toBeInTheDocument();
  });

  it('shows a read updated after it is listed, as a kind chip in its tone, once per frame', async () => {
    const readings = demoReadingsScreen();
    renderList(readings, { mode: 'item', kindChips: qcChips });
    readings.fill();
    await act(async () => {});
    paint();
    const code = epcOf(0);
    expect(rowOf(code).querySelector('[data-kind-field]')).toBeNull();
    readings.pipeline.update(code, { qcStatus: 'LOADING' });
    expect(frames).toHaveLength(1);
    paint();
    expect(within(rowOf(code)).getByText('loading')).toBeInTheDocument();
    expect(within(rowOf(code)).getByText('QC')).toBeInTheDocument();
    readings.pipeline.update(code, { qcStatus: 'KO' });
    readings.pipeline.update(code, { qcStatus: 'OK' });
    expect(frames).toHaveLength(1);
    paint();
    const chip = rowOf(code).querySelector('[data-kind-field="qcStatus"]') as HTMLElement;
    expect(chip).toHaveAttribute('data-value', 'OK');
    expect(chip.className).toMatch(/green/);
    readings.pipeline.update(code, { qcStatus: null });
    paint();
    expect(rowOf(code).querySelector('[data-kind-field]')).toBeNull();
  });

  it('shows two parts of the reads in two lists by their filters, following updates', async () => {
    const readings = demoReadingsScreen();
    renderList(
      readings,
      { mode: 'item', filter: { statuses: ['valid'] } },
      { mode: 'item', filter: { kindFields: { qcStatus: ['OK'] } } },
    );
    readings.fill();
    await act(async () => {});
    paint();
    expect(readCodes('list')).toEqual([epcOf(0), epcOf(1), epcOf(2)]);
    expect(screen.getAllByText('list empty')).toHaveLength(1);
    readings.pipeline.update(epcOf(3), { qcStatus: 'OK' });
    paint();
    expect(readCodes('second')).toEqual([epcOf(3)]);
  });

  it('lists expected products, read or not, with detected/expected in checklist colours', async () => {
    const readings = demoReadingsScreen({ displayMode: 'groupedByProduct' });
    readings.pipeline.setExpected([
      { productCode: 'SH305-OXF-WHT-M', expected: 3 },
      { productCode: 'JK900-WOO-GRY-S', expected: 2 },
    ]);
    renderList(readings);
    paint();
    const counter = (row: HTMLElement) => within(row).getByLabelText('detected/expected');
    expect(counter(productRow('JK900-WOO-GRY-S')).textContent).toBe('0/2');
    expect(counter(productRow('SH305-OXF-WHT-M'))).toHaveAttribute('data-colour', 'grey');
    readings.fill();
    await act(async () => {});
    paint();
    expect(counter(productRow('SH305-OXF-WHT-M')).textContent).toBe('3/3');
    expect(counter(productRow('SH305-OXF-WHT-M'))).toHaveAttribute('data-colour', 'green');
    expect(counter(productRow('KN210-MER-NAV-L')).textContent).toBe('2/0');
    expect(counter(productRow('KN210-MER-NAV-L'))).toHaveAttribute('data-colour', 'orange');
    expect(counter(productRow('JK900-WOO-GRY-S'))).toHaveAttribute('data-colour', 'grey');
    const rows = [...document.querySelectorAll('[data-row]')].map((row) => row.getAttribute('data-row'));
    expect(rows.at(-1)).toBe('product:JK900-WOO-GRY-S');
  });
});
