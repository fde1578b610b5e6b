import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { newcomer } from '../../src/test-support/self-init-user.ts';
import { SelfInitStory } from './self-init-story.tsx';

const meta = {
  title: 'Shell/Self-initialization',
  component: SelfInitStory,
  args: {
    user: newcomer,
    policy: 'all',
    onSave: fn().mockName('onSave'),
    onLogout: fn().mockName('onLogout'),
    onDone: fn().mockName('onDone'),
  },
} satisfies Meta<typeof SelfInitStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const pickPlace = async (canvasElement: HTMLElement, search: string, name: RegExp) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('searchbox'), search);
  await userEvent.click(await canvas.findByRole('checkbox', { name }));
};

export const PlacesAndAttributes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ciao Luca Verdi, select your places of origin to continue',
    );
    const confirm = canvas.getByRole('button', { name: 'confirm and continue' });
    await pickPlace(canvasElement, 'store', /Store Roma/);
    await expect(confirm).toBeDisabled();
    await userEvent.type(await canvas.findByRole('textbox', { name: 'department' }), 'Sales');
    await userEvent.type(canvas.getByRole('textbox', { name: 'badgeNumber' }), '42');
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith({
      userPlaceIds: ['p-rom'],
      attributes: { pin: '1234', department: 'Sales', badgeNumber: '42' },
    });
  },
};

export const PlacesOnly: Story = {
  args: { policy: 'placesOnly' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'department' })).not.toBeInTheDocument();
    await pickPlace(canvasElement, 'milano', /Store Milano/);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Store Milano Montenapoleone' }));
    await expect(canvas.getByRole('button', { name: 'confirm and continue' })).toBeDisabled();
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'atlantis');
    await expect(await canvas.findByText('No places found')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const AttributesOnly: Story = {
  args: { policy: 'attributesOnly' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.type(await canvas.findByRole('textbox', { name: 'department' }), 'Sales');
    await userEvent.type(canvas.getByRole('textbox', { name: 'badgeNumber' }), '42{Enter}');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith({
      attributes: { pin: '1234', department: 'Sales', badgeNumber: '42' },
    });
  },
};

export const SaveFails: Story = {
  args: { policy: 'placesOnly', failSave: true },
  play: async ({ canvasElement, args }) => {
    await pickPlace(canvasElement, 'paris', /Store Paris/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'confirm and continue' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't save place of origin");
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  args: { user: { ...newcomer, name: '', surname: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ciao newcomer, seleziona i tuoi luoghi di provenienza per continuare',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Cerca luoghi' })).toBeInTheDocument();
    await expect(await canvas.findByRole('textbox', { name: 'department' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'conferma e continua' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Esci' })).toBeEnabled();
  },
};
