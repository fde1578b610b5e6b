import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../core/dates.ts';
import { renderWidgets } from '../../test-support/widget-test-support.tsx';

// Counts the lines that render: each line formats its date (twice: shown, and the machine-readable attribute).
vi.mock('../../core/dates.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/dates.ts')>();
  return { ...actual, formatDate: vi.fn(actual.formatDate) };
});

const entry = (id: number) => ({ id, date: Date.UTC(2026, 0, 1, 0, 0, id), status: 'INFO', message: `Event ${id}` });

describe('event-log widget', () => {
  it('(001 §9) should show at most 50 lines by default, in the order given', () => {
    const entries = Array.from({ length: 60 }, (_, i) => entry(60 - i));
    renderWidgets([{ widget: 'event-log', props: { entries } }]);
    const lines = within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem');
    expect(lines).toHaveLength(50);
    expect(lines[0]).toHaveTextContent('Event 60');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('should render only the new line when a line is added (20 updates a second stay cheap)', () => {
    const first = [entry(1)];
    const { scope } = renderWidgets([
      { widget: 'event-log', props: { entries: [] }, bind: { entries: { var: 'screen.log' } } },
    ]);
    act(() => scope.set('screen', { log: first }));
    const before = screen.getByText('Event 1').closest('li');
    vi.mocked(formatDate).mockClear();
    act(() => scope.set('screen', { log: [entry(2), ...first] }));
    expect(vi.mocked(formatDate)).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Event 1').closest('li')).toBe(before);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Event 2');
  });
});
