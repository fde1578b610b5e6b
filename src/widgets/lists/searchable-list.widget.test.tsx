import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetNode } from '../../runtime/descriptors/descriptor-types.ts';
import { renderWidgets } from '../../test-support/widget-test-support.tsx';

const rows = [
  { id: 1, code: 'A-1', description: 'Apples', created: '2026-01-05T07:08:09', status: 'OPEN' },
  { id: 2, code: 'B-2', description: 'Bananas', created: '2026-02-06T10:11:12', status: 'CLOSED' },
];

const list = (props: Record<string, unknown> = {}, action?: WidgetNode['action']): WidgetNode => ({
  widget: 'searchable-list',
  props: {
    rowKey: 'id',
    columns: [
      { field: 'code', label: 'widgets.columns.code' },
      { field: 'created', label: 'widgets.columns.date', format: 'dateTime' },
      { field: 'status', label: 'widgets.columns.status', format: 'chip', chips: { OPEN: { colour: 'green' } } },
    ],
    searchLabel: 'widgets.list.search',
    countLabel: 'widgets.list.results',
    ...props,
  },
  bind: { rows: { var: 'screen.rows' } },
  ...(action && { action }),
});

afterEach(() => vi.useRealTimers());

describe('searchable-list widget', () => {
  it('(001 §9) should show dateTime cells as MM/dd/yyyy HH:mm:ss and name each cell by its column', () => {
    renderWidgets([list()], { scope: { screen: { rows } } });
    const [first] = within(screen.getByRole('list', { name: 'Results (2)' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Code: A-1');
    expect(first).toHaveTextContent('Date: 01/05/2026 07:08:09');
    expect(first).toHaveTextContent('Status: OPEN');
  });

  it('should share the row between the columns by their widths, 1 each by default', () => {
    const widths = list();
    (widths.props as { columns: { width?: number }[] }).columns[1]!.width = 2;
    renderWidgets([widths], { scope: { screen: { rows } } });
    const [first] = within(screen.getByRole('list', { name: 'Results (2)' })).getAllByRole('listitem');
    const grid = first!.querySelector<HTMLElement>('[style*="grid-template-columns"]');
    expect(grid?.style.gridTemplateColumns).toBe('minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)');
  });

  it('[000-9-27] (001 §9) should filter only once the 300 ms search debounce has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWidgets([list()], { scope: { screen: { rows } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'b-2');
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('heading', { name: 'Results (2)' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('heading', { name: 'Results (1)' })).toBeInTheDocument();
  });

  it('should draw a list of 30 rows whole and keep one of 31 in a box with the rows in view only', () => {
    const numbered = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i, code: `C-${i}` }));
    const { scope } = renderWidgets([list()], { scope: { screen: { rows: numbered(30) } } });
    expect(within(screen.getByRole('list', { name: 'Results (30)' })).getAllByRole('listitem')).toHaveLength(30);
    act(() => scope.set('screen', { rows: numbered(31) }));
    const drawn = within(screen.getByRole('list', { name: 'Results (31)' })).getAllByRole('listitem').length;
    expect(drawn).toBeLessThan(31);
  });

  it("should hand the pressed row to the node's action as event.row", async () => {
    const open = vi.fn(async () => {});
    renderWidgets([list({}, { type: 'handler', name: 'open', args: { id: { var: 'event.row.id' } } })], {
      scope: { screen: { rows } },
      handlers: { open },
    });
    await userEvent.click(screen.getByRole('button', { name: /B-2/ }));
    expect(open).toHaveBeenCalledWith({ id: 2 });
  });

  it('should keep the search text at searchPath, and start from it when the screen shows the list again', async () => {
    const { scope } = renderWidgets([list({ searchPath: 'screen.filter', debounceMs: 0 })], {
      scope: { screen: { rows, filter: 'a-1' } },
    });
    expect(screen.getByRole('searchbox')).toHaveValue('a-1');
    expect(screen.getByRole('heading', { name: 'Results (1)' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'b-');
    await waitFor(() => expect((scope.snapshot().screen as { filter: string }).filter).toBe('b-'));
  });

  it('should run one server search at a time and finish with the latest text', async () => {
    const pending: (() => void)[] = [];
    const search = vi.fn(
      (args: Record<string, unknown>) =>
        new Promise<unknown>((resolve) =>
          pending.push(() => resolve(rows.filter((r) => r.code.includes(String(args.search))))),
        ),
    );
    renderWidgets([list({ searchHandler: { name: 'search', into: 'screen.rows' }, debounceMs: 0 })], {
      scope: { screen: { rows } },
      handlers: { search },
    });
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'A');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await userEvent.type(box, 'X');
    await userEvent.clear(box);
    await userEvent.type(box, 'B');
    expect(search).toHaveBeenCalledTimes(1);
    await act(async () => pending.shift()!());
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    expect(search).toHaveBeenLastCalledWith({ search: 'B' });
    await act(async () => pending.shift()!());
    await screen.findByRole('heading', { name: 'Results (1)' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('list')).toHaveTextContent('B-2');
  });
});

const parcels = [
  { id: 'p1', code: 'P-1', status: 'COMPLETED' },
  { id: 'p2', code: 'P-2', status: 'IN_PROGRESS' },
];
const content = [
  { code: 'SKU-1', style: 'ST1', size: 'M', quantity: 3 },
  { code: 'SKU-2', style: 'ST2', size: 'L', quantity: 1 },
];

/** A parcel list whose completed parcels open onto their content (001 §2.5); a parcel in progress is opened. */
const parcelList = (props: Record<string, unknown> = {}): WidgetNode => ({
  widget: 'searchable-list',
  props: {
    rowKey: 'id',
    columns: [
      { field: 'code', label: 'widgets.columns.code' },
      { field: 'status', label: 'widgets.columns.status' },
    ],
    countLabel: 'widgets.list.results',
    expand: {
      handler: 'parcelContent',
      when: { '==': [{ var: 'row.status' }, 'COMPLETED'] },
      rowKey: 'code',
      columns: [
        { field: 'code', label: 'widgets.columns.code' },
        { field: 'style', label: 'widgets.columns.style' },
        { field: 'size', label: 'widgets.columns.size' },
        { field: 'quantity', label: 'widgets.columns.quantity' },
      ],
    },
    ...props,
  },
  bind: { rows: { var: 'screen.parcels' } },
  action: { type: 'handler', name: 'openParcel', args: { id: { var: 'event.row.id' } } },
});

/** A handler whose answers the test releases one by one. */
function deferredHandler() {
  const pending: { resolve: (rows: unknown) => void; reject: (error: Error) => void }[] = [];
  const handler = vi.fn(
    (_args: Record<string, unknown>) =>
      new Promise<unknown>((resolve, reject) => void pending.push({ resolve, reject })),
  );
  return { handler, next: () => pending.shift()! };
}

const regionOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('searchable-list widget: expandable rows', () => {
  it("[001-2.5-19] should open only the rows its expand.when holds for; another row runs the node's action", async () => {
    const openParcel = vi.fn(async () => {});
    const { handler: parcelContent } = deferredHandler();
    renderWidgets([parcelList()], { scope: { screen: { parcels } }, handlers: { openParcel, parcelContent } });
    const completed = screen.getByRole('button', { name: /P-1/ });
    const inProgress = screen.getByRole('button', { name: /P-2/ });
    expect(completed).toHaveAttribute('aria-expanded', 'false');
    expect(inProgress).not.toHaveAttribute('aria-expanded');
    await userEvent.click(inProgress);
    expect(openParcel).toHaveBeenCalledWith({ id: 'p2' });
    expect(parcelContent).not.toHaveBeenCalled();
  });

  it('[001-2.5-19] should go collapsed, loading, expanded, and open again from the cache without a second call', async () => {
    const openParcel = vi.fn(async () => {});
    const { handler: parcelContent, next } = deferredHandler();
    renderWidgets([parcelList()], { scope: { screen: { parcels } }, handlers: { openParcel, parcelContent } });
    const row = screen.getByRole('button', { name: /P-1/ });
    expect(regionOf(row)).not.toBeVisible();
    await userEvent.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(within(regionOf(row)).getByRole('status')).toHaveTextContent('Loading content');
    expect(parcelContent).toHaveBeenCalledWith({ row: parcels[0] });
    await act(async () => next().resolve(content));
    const table = within(regionOf(row)).getByRole('table', { name: 'Content of P-1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Style', 'Size', 'Quantity']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('SKU-1ST1M3');
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(regionOf(row)).not.toBeVisible();
    await userEvent.click(row);
    expect(within(regionOf(row)).getByRole('table', { name: 'Content of P-1' })).toBeVisible();
    expect(parcelContent).toHaveBeenCalledTimes(1);
    expect(openParcel).not.toHaveBeenCalled();
  });

  it('[001-2.5-19] should show a failed load through the error display, stay collapsed and retry on the next opening', async () => {
    const { handler: parcelContent, next } = deferredHandler();
    const { onError } = renderWidgets([parcelList()], {
      scope: { screen: { parcels } },
      handlers: { parcelContent },
    });
    const row = screen.getByRole('button', { name: /P-1/ });
    await userEvent.click(row);
    await act(async () => next().reject(new Error('offline')));
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Content not loaded: open the row again to retry')).toBeInTheDocument();
    await userEvent.click(row);
    expect(parcelContent).toHaveBeenCalledTimes(2);
    expect(within(regionOf(row)).getByRole('status')).toHaveTextContent('Loading content');
    await act(async () => next().resolve([]));
    expect(within(regionOf(row)).getByText('No content')).toBeVisible();
    expect(screen.queryByText('Content not loaded: open the row again to retry')).toBeNull();
  });

  it('should open and close a row from the keyboard (Enter, Space)', async () => {
    const parcelContent = vi.fn(async () => content);
    renderWidgets([parcelList()], { scope: { screen: { parcels } }, handlers: { parcelContent } });
    await userEvent.tab();
    const row = screen.getByRole('button', { name: /P-1/ });
    expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(regionOf(row)).getByRole('table')).toBeVisible());
    await userEvent.keyboard(' ');
    expect(row).toHaveAttribute('aria-expanded', 'false');
  });

  it('should open a row of a virtualised list and keep its content when the rows change', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ id: `p${i}`, code: `P-${i}`, status: 'COMPLETED' }));
    const parcelContent = vi.fn(async () => content);
    const { scope } = renderWidgets([parcelList()], {
      scope: { screen: { parcels: many } },
      handlers: { parcelContent },
    });
    const list = screen.getByRole('list', { name: 'Results (300)' });
    const row = await within(list).findByRole('button', { name: /P-0 ?Status/ });
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(100);
    await userEvent.click(row);
    await waitFor(() => expect(within(regionOf(row)).getByRole('table')).toBeVisible());
    act(() => scope.set('screen', { parcels: [...many] }));
    expect(within(regionOf(screen.getByRole('button', { name: /P-0 ?Status/ }))).getByRole('table')).toBeVisible();
    expect(parcelContent).toHaveBeenCalledTimes(1);
  });

  it("should name an expand.when rule that reads the screen scope as the widget's problem", () => {
    renderWidgets(
      [parcelList({ expand: { handler: 'h', when: { var: 'screen.x' }, columns: [{ field: 'a', label: 'b' }] } })],
      {
        scope: { screen: { parcels } },
      },
    );
    expect(screen.getByText(/rule reads unknown scope root 'screen' \(known: row\)/)).toBeInTheDocument();
  });
});

describe('searchable-list widget: long content and hidden columns', () => {
  it('[001-2.5-29] [001-2.5-31] should scroll a content of more than 60 rows in a box of its own, only some rows drawn', async () => {
    const long = Array.from({ length: 500 }, (_, index) => ({ code: `SKU-${index}`, quantity: '1/1' }));
    const parcelContent = vi.fn(async () => long);
    renderWidgets([parcelList()], { scope: { screen: { parcels } }, handlers: { parcelContent } });
    const row = screen.getByRole('button', { name: /P-1/ });
    await userEvent.click(row);
    const box = await within(regionOf(row)).findByRole('region', { name: 'Content of P-1' });
    const drawn = within(box).getAllByRole('row').length;
    expect(drawn).toBeGreaterThan(1);
    expect(drawn).toBeLessThan(60);
    expect(within(box).getByText('SKU-0')).toBeInTheDocument();
    expect(box).toHaveAttribute('tabindex', '0');
  });

  it('[001-2.5-10] [001-2.5-30] should leave out the columns bound hidden, in the list and in the content', async () => {
    const node = parcelList();
    node.bind = {
      ...node.bind,
      'columns.1.hidden': { '==': [{ var: 'operation.type' }, 'OUTBOUND'] },
      'expand.columns.1.hidden': { '!': { var: 'settings.showProductImage' } },
    };
    const parcelContent = vi.fn(async () => content);
    renderWidgets([node], {
      scope: { screen: { parcels }, operation: { type: 'OUTBOUND' }, settings: { showProductImage: false } },
      handlers: { parcelContent },
    });
    expect(screen.queryByText('Status')).toBeNull();
    const row = screen.getByRole('button', { name: /P-1/ });
    await userEvent.click(row);
    const table = await within(regionOf(row)).findByRole('table', { name: 'Content of P-1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Size', 'Quantity']);
  });
});
