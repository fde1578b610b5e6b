import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHost } from '../../test-support/dialog-test-utils.tsx';

describe('TextInputDialog (000 §2.18)', () => {
  it('should focus the labelled input and confirm its text with Enter', async () => {
    const { user, opened } = renderHost((s) => s.textInput({ title: 'Save to list', label: 'Insert emulation name' }));
    const { answer } = await opened();
    expect(screen.getByRole('dialog', { name: 'Save to list' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Insert emulation name' });
    expect(input).toHaveFocus();
    await user.type(input, 'Pallet 7{Enter}');
    await expect(answer).resolves.toBe('Pallet 7');
  });

  it('should ignore an empty confirm', async () => {
    const { user, opened } = renderHost((s) => s.textInput({ title: 'Name', label: 'Name', initialValue: 'x' }));
    const { answer } = await opened();
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue('x');
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.type(input, 'ok');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe('   ok');
  });

  it('should answer undefined on Close, with the given labels', async () => {
    const { user, opened } = renderHost((s) =>
      s.textInput({ title: 'Note', label: 'Note', confirmLabel: 'Add', cancelLabel: 'Back' }),
    );
    const { answer } = await opened();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expect(answer).resolves.toBeUndefined();
  });

  it('should answer undefined on Escape', async () => {
    const { user, opened } = renderHost((s) => s.textInput({ title: 'Note', label: 'Note' }));
    const { answer } = await opened();
    await user.keyboard('abc{Escape}');
    await expect(answer).resolves.toBeUndefined();
  });
});
