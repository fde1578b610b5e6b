import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { createMemoryFullscreen } from '../../src/shell/panel/fullscreen.ts';
import { StationSidePanel } from '../../src/shell/panel/StationSidePanel.tsx';
import { PanelStory, storyConfig, storyOperator } from './panel-story.tsx';

function SidePanelStory({
  stored,
  origin,
  onReload,
  onNavigate,
  onRefreshOperations,
}: {
  stored?: Record<string, string>;
  origin: string;
  onReload: () => void;
  onNavigate: (path: string) => void;
  onRefreshOperations: () => void;
}) {
  const [fullscreen] = useState(() => createMemoryFullscreen());
  return (
    <PanelStory stored={stored}>
      {({ service, storage }) => (
        <StationSidePanel
          user={storyOperator}
          config={storyConfig}
          dialogs={service}
          development={false}
          onReload={onReload}
          onNavigate={onNavigate}
          onRefreshOperations={onRefreshOperations}
          printers={{ printers: [], selected: undefined, onSelect: () => undefined }}
          supportEmail="support@aurelia-demo.example"
          supportPhone="+39 02 5550 0100"
          storage={storage}
          origin={origin}
          fullscreen={fullscreen}
          adminPassword="2206"
          version={{ version: '5.6.0', hash: 'a1b2c3d', date: '2025-06-01' }}
        />
      )}
    </PanelStory>
  );
}

const meta = {
  title: 'Shell/Station side panel',
  component: SidePanelStory,
  args: {
    origin: 'https://aurelia-station-prod.example.com',
    onReload: fn(),
    onNavigate: fn(),
    onRefreshOperations: fn(),
  },
} satisfies Meta<typeof SidePanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Station' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Control panel' })).toHaveAttribute(
      'href',
      'https://aurelia-controlpanel-prod.example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fullscreen' }));
    await expect(canvas.getByRole('button', { name: 'Exit fullscreen' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh operations' }));
    await expect(args.onRefreshOperations).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Support' }));
    await expect(await screen.findByRole('dialog', { name: 'Support' })).toHaveTextContent('5.6.0 (build a1b2c3d');
  },
};

export const CustomEndpoint: Story = {
  args: { stored: { 'station::endpoint': 'https://api.aurelia-test.example' } },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('button', { name: /^Custom backend/ });
    await expect(box).toHaveTextContent('https://api.aurelia-test.example');
    await userEvent.click(box);
    const dialog = await screen.findByRole('dialog', { name: 'Remove custom endpoint' });
    await expect(dialog).toHaveTextContent('Return to default station endpoint?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const LocalDevelopmentHost: Story = {
  args: { origin: 'http://localhost:5173' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Control panel' })).not.toBeInTheDocument();
  },
};

export const OpensSettings: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    await expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  args: { stored: { 'station::endpoint': 'https://api.aurelia-test.example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Aggiorna operazioni' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Backend personalizzato/ })).toBeInTheDocument();
  },
};
