import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { demoWorkstations, operation, operatorUser } from '../../src/test-support/dashboard-fixtures.ts';
import { DashboardStory } from './dashboard-story.tsx';
import { sandboxOperations } from './sandbox-operations.ts';

const meta = {
  title: 'Shell/Dashboard',
  component: DashboardStory,
  args: {
    user: operatorUser,
    operations: sandboxOperations,
    workstations: demoWorkstations,
    initialWorkstation: demoWorkstations[0],
    navigate: fn().mockName('navigate'),
    onOpenUserInfo: fn().mockName('onOpenUserInfo'),
    onWorkstationChanged: fn().mockName('onWorkstationChanged'),
    onRefresh: fn().mockName('onRefresh'),
  },
} satisfies Meta<typeof DashboardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const tiles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Operations' })).getAllByRole('button');

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('tile-placeholder')).toHaveLength(6);
  },
};

export const ManyTiles: Story = {
  play: async ({ canvasElement, args }) => {
    const buttons = tiles(canvasElement);
    await expect(buttons).toHaveLength(20);
    await expect(buttons.slice(0, 3).map((b) => b.textContent)).toEqual([
      'Tag info',
      'Transfer to zone',
      'Tunnel transfer to zone',
    ]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cartonization' }));
    await expect(args.navigate).toHaveBeenCalledWith('/shipping/cartonization/CARTONIZATION');
  },
};

export const OddCount: Story = {
  args: { operations: sandboxOperations.slice(0, 5) },
  play: async ({ canvasElement }) => {
    await expect(tiles(canvasElement)).toHaveLength(5);
    await expect(within(canvasElement).getByTestId('tile-filler')).toHaveClass('border-dashed');
  },
};

export const Empty: Story = {
  args: { operations: [operation({ code: 'OFF', description: 'Disabled', enabled: false })] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No operations found. Check the user permissions on the ControlPanel'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const NoWorkstation: Story = {
  args: { initialWorkstation: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Workstation/ })).toHaveTextContent('---');
    await userEvent.click(canvas.getByRole('button', { name: 'Store inbound' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('no workstation selected');
    await expect(args.navigate).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: /^Workstation/ }));
    const dialog = await screen.findByRole('dialog', { name: 'select workstation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Packing bench' }));
    await expect(canvas.getByRole('button', { name: /^Workstation/ })).toHaveTextContent('Packing bench');
    await expect(args.onWorkstationChanged).toHaveBeenCalledWith(demoWorkstations[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Store inbound' }));
    await expect(args.navigate).toHaveBeenCalledWith('/shipping/INBOUND');
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  args: { operations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("Nessuna operazione trovata. Controlla i permessi dell'utente sul ControlPanel"),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Aggiorna' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Utente/ })).toHaveTextContent('operator');
  },
};
