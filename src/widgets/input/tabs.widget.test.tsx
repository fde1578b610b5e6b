import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidgets } from '../../test-support/widget-test-support.tsx';

const tabs = [
  { value: 'a', label: 'home.places' },
  { value: 'b', label: 'home.capabilities' },
  { value: 'c', label: 'utilities.title' },
];

describe('tabs widget', () => {
  it('should move with Home and End, run the action once per change, and keep one tab stop', async () => {
    const choose = vi.fn(async () => {});
    renderWidgets(
      [
        {
          widget: 'tabs',
          props: { tabs },
          action: { type: 'handler', name: 'choose', args: { tab: { var: 'event' } } },
        },
      ],
      { handlers: { choose } },
    );
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Places' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Utilities' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await userEvent.click(screen.getByRole('tab', { name: 'Places' }));
    expect(choose.mock.calls).toEqual([[{ tab: 'c' }], [{ tab: 'a' }]]);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Places' })).not.toHaveFocus();
  });

  it('should select the first tab when the bound value names no tab, keeping a tab stop', () => {
    renderWidgets([{ widget: 'tabs', props: { tabs, value: 'gone' } }]);
    expect(screen.getByRole('tab', { name: 'Places' })).toHaveAttribute('tabindex', '0');
  });
});
