import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SelectRequest } from '../../runtime/dialog-service.types.ts';
import { renderHost } from '../../test-support/dialog-test-utils.tsx';

const zones: SelectRequest = {
  title: 'Zone',
  options: [
    { value: 'z1', label: 'Receiving', secondaryLabel: 'WH-MILANO' },
    { value: 'z2', label: 'Stock' },
    { value: 'z3', label: 'Shipping bay with a very long description' },
  ],
};

describe('SelectDialog (000 §2.18)', () => {
  it('[000-2.18-08] should answer the tapped option at once in single mode', async () => {
    const { user, opened } = renderHost((s) => s.select(zones));
    const { answer } = await opened();
    const dialog = screen.getByRole('dialog', { name: 'Zone' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stock' }));
    await expect(answer).resolves.toEqual(['z2']);
  });

  it("[000-2.18-09] [000-2.18-12] [000-5-other-03] should filter by label and secondary label, ignoring case, and say 'No result'", async () => {
    const { user, opened } = renderHost((s) => s.select(zones));
    await opened();
    const filter = screen.getByRole('searchbox', { name: 'Select search' });
    expect(filter).toHaveAttribute('placeholder', 'Select search');
    expect(filter).toHaveFocus();
    await user.type(filter, 'milano');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Receiving' })).toHaveAccessibleDescription('WH-MILANO');
    await user.type(filter, 'x');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByText('No result')).toBeInTheDocument();
  });

  it('should answer the only match on Enter', async () => {
    const { user, opened } = renderHost((s) => s.select(zones));
    const { answer } = await opened();
    await user.keyboard('sto{Enter}');
    await expect(answer).resolves.toEqual(['z2']);
  });

  it('[000-2.18-08] [000-2.18-11] should toggle options and Save them in multi-select, in option order', async () => {
    const { user, opened } = renderHost((s) => s.select({ ...zones, multiple: true, selected: ['z3'] }));
    const { answer } = await opened();
    expect(screen.getByRole('button', { name: 'Shipping bay with a very long description' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stock' }));
    await user.click(screen.getByRole('button', { name: 'Receiving' }));
    await user.click(screen.getByRole('button', { name: 'Receiving' }));
    expect(screen.getByRole('button', { name: 'Stock' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect(answer).resolves.toEqual(['z2', 'z3']);
  });

  it('should answer undefined on Cancel and on Escape', async () => {
    const { user, opened } = renderHost((s) => s.select({ ...zones, multiple: true }));
    const first = await opened();
    await user.click(screen.getByRole('button', { name: 'Stock' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first.answer).resolves.toBeUndefined();
    const second = await opened();
    await user.keyboard('{Escape}');
    await expect(second.answer).resolves.toBeUndefined();
  });

  it('[000-2.18-10] [000-2.18-14] should lay options out in the requested columns and shrink long labels', async () => {
    const { opened } = renderHost((s) => s.select({ ...zones, columns: 3 }));
    await opened();
    expect(screen.getByRole('list')).toHaveClass('grid-cols-3');
    expect(screen.getByRole('button', { name: 'Stock' })).toHaveStyle({ fontSize: '20px' });
    expect(screen.getByRole('button', { name: 'Shipping bay with a very long description' })).toHaveStyle({
      fontSize: '16px',
    });
  });
});
