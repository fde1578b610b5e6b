import { widgetRegistry } from '../../src/widgets/registry.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DescriptorScreen } from '../../src/runtime/render/DescriptorScreen.tsx';
import { storyPorts } from '../support/story-ports.ts';

/** schemas/screens/shell/utilities.json, through the same DescriptorScreen the app's /utilities route uses. */
const meta = {
  title: 'Screens/shell/utilities',
  component: DescriptorScreen,
  args: { screen: 'shell/utilities', ports: storyPorts(), registry: widgetRegistry },
} satisfies Meta<typeof DescriptorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Utilities' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'write tag' }));
    await expect(args.ports.navigate).toHaveBeenCalledWith('/utilities/write-tag');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.ports.navigate).toHaveBeenLastCalledWith('/');
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Utilità' })).toBeInTheDocument();
  },
};
