import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoWorkstations, operation } from '../../test-support/dashboard-fixtures.ts';
import { renderDashboard } from '../../test-support/render-dashboard.tsx';

const tileNames = () =>
  within(screen.getByRole('region', { name: 'Operations' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('<Dashboard> tiles', () => {
  it('[000-2.4-10] should show six placeholder tiles while loading', () => {
    renderDashboard({ loading: true });
    expect(screen.getAllByTestId('tile-placeholder')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Loading operations');
    expect(screen.queryByRole('button', { name: 'Tag info' })).not.toBeInTheDocument();
  });

  it('[000-2.4-09] [000-2.4-12] [000-2.4-13] [000-2.4-15] should show the enabled operations sorted by priority then code', () => {
    renderDashboard();
    expect(tileNames()).toEqual([
      'Tag info',
      'Bagging machine monitor',
      'Tunnel transfer',
      'Item list',
      'Store inbound',
      'Store replenishment sorting',
    ]);
    expect(screen.queryByRole('button', { name: 'Retired list' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('tile-filler')).not.toBeInTheDocument();
  });

  it('[000-2.4-11] should add one empty dashed tile when the count is odd', () => {
    renderDashboard({ operations: ['A', 'B', 'C'].map((code) => operation({ code, description: code })) });
    expect(tileNames()).toEqual(['A', 'B', 'C']);
    expect(screen.getByTestId('tile-filler')).toHaveClass('border-dashed');
  });

  it('[000-2.4-14] should show an image URL, or an icon', () => {
    renderDashboard();
    const itemList = screen.getByRole('button', { name: 'Item list' });
    expect(itemList.querySelector('img')).toHaveAttribute('src', '/tiles/item-list.svg');
    const tagInfo = screen.getByRole('button', { name: 'Tag info' });
    expect(tagInfo.querySelector('svg')).toBeInTheDocument();
    expect(tagInfo).toHaveAttribute('data-icon', 'tag');
  });

  it('[000-2.4-16] [000-2.4-17] [000-8.3-03] should say no operations were found and offer Refresh', async () => {
    const { user, props } = renderDashboard({ operations: [operation({ code: 'OFF', enabled: false })] });
    expect(screen.getByText('No operations found. Check the user permissions on the ControlPanel')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(props.onRefresh).toHaveBeenCalledOnce();
  });
});

describe('<Dashboard> tile click', () => {
  it('[000-2.4-18] should open the tile route with a default workstation', async () => {
    const { user, props } = renderDashboard({ workstation: demoWorkstations[0] });
    await user.click(screen.getByRole('button', { name: 'Tunnel transfer' }));
    expect(props.navigate).toHaveBeenCalledWith('/transfer-to-zone/conveyor/CONVEYOR');
  });

  it("[000-2.4-19] [000-8.3-02] should toast 'no workstation selected' without a default workstation", async () => {
    const { user, props } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Tag info' }));
    expect(props.navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('no workstation selected');
  });

  it('[000-2.4-18] [000-5-other-01] should open an operation with disableWorkstationCheck without a workstation', async () => {
    const { user, props } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Bagging machine monitor' }));
    expect(props.navigate).toHaveBeenCalledWith('/encoding/imbustatrice/BAGGING');
  });

  it('[000-2.4-20] should still navigate without a workstation in emulation mode', async () => {
    const { user, props } = renderDashboard({ emulation: true });
    await user.click(screen.getByRole('button', { name: 'Tag info' }));
    expect(props.navigate).toHaveBeenCalledWith('/tag-info/TAG-INFO');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should open a tile from the keyboard', async () => {
    const { user, props } = renderDashboard({ emulation: true });
    screen.getByRole('button', { name: 'Tag info' }).focus();
    await user.keyboard('{Enter}');
    expect(props.navigate).toHaveBeenCalledWith('/tag-info/TAG-INFO');
  });
});
