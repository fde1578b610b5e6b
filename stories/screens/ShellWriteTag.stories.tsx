import type { Meta, StoryObj } from '@storybook/react-vite';
import { act } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { emulationHub } from '../../src/device/emulation-hub.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { DialogHost } from '../../src/ui/dialogs/DialogHost.tsx';
import { WriteTagPage } from '../../src/shell/write-tag/WriteTagPage.tsx';

/** schemas/screens/shell/write-tag.json through the app's own page, in emulation (reads come from the hub). */
function WriteTagStory() {
  const dialogs = createDialogService();
  return (
    <Router hook={memoryLocation({ path: '/utilities/write-tag' }).hook}>
      <WriteTagPage dialogs={dialogs} workstation={undefined} emulation />
      <DialogHost service={dialogs} />
    </Router>
  );
}

const meta = { title: 'Screens/shell/write-tag', component: WriteTagStory } satisfies Meta<typeof WriteTagStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForATag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('bring an item to antenna')).toBeVisible();
  },
};

export const TagRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('bring an item to antenna');
    act(() => emulationHub.target()?.emulate([{ epc: '300833B2DDD9014000000001' }]));
    await expect(await canvas.findByText('Target EPC: 300833B2DDD9014000000001')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New identifier'), '300833B2DDD9014000000099');
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};
