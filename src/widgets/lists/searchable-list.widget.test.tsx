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
  it('[001-9] should show dateTime cells as MM/dd/yyyy HH:mm:ss and name each cell by its column', () => {
    renderWidgets([list()], { scope: { screen: { rows } } });
    const [first] = within(screen.getByRole('list', { name: 'Results (2)' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Code: A-1');
    expect(first).toHaveTextContent('Date: 01/05/2026 07:08:09');
    expect(first).toHaveTextContent('Status: OPEN');
  });

  it('[001-9] should filter only once the 300 ms search debounce has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWidgets([list()], { scope: { screen: { rows } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'b-2');
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('heading', { name: 'Results (2)' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('heading', { name: 'Results (1)' })).toBeInTheDocument();
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
