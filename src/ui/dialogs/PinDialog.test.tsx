import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHost } from '../../test-support/dialog-test-utils.tsx';

describe('PinDialog (000 §2.18)', () => {
  it("should ask 'Enter the pin to force association' in a masked, numeric, focused field", async () => {
    const { user, opened } = renderHost((s) => s.pin());
    const { answer } = await opened();
    expect(screen.getByRole('dialog', { name: 'Enter the pin to force association' })).toBeInTheDocument();
    const input = screen.getByLabelText('PIN');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveFocus();
    await user.type(input, '12a3 4');
    expect(input).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe('1234');
  });

  it('should ignore an empty PIN and answer undefined on Close', async () => {
    const { user, opened } = renderHost((s) => s.pin({ title: 'Supervisor PIN' }));
    const { answer } = await opened();
    expect(screen.getByRole('dialog', { name: 'Supervisor PIN' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expect(answer).resolves.toBeUndefined();
  });

  it('should speak Italian', async () => {
    const { opened } = renderHost((s) => s.pin(), { language: 'it' });
    await opened();
    expect(screen.getByRole('dialog', { name: "Inserisci il PIN per forzare l'associazione" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });
});
