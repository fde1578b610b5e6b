import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHost } from '../../test-support/dialog-test-utils.tsx';

describe('PostConfirmQuestion (000 §2.18)', () => {
  it.each([
    ['Yes', true],
    ['No', false],
  ])('[000-2.18-15] should answer %s as %s', async (button, expected) => {
    const { user, opened } = renderHost((s) => s.postConfirmQuestion());
    const { answer } = await opened();
    expect(screen.getByRole('dialog', { name: 'Operation complete. Perform another operation?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: button }));
    await expect(answer).resolves.toBe(expected);
  });

  it('should answer no on Escape', async () => {
    const { user, opened } = renderHost((s) => s.postConfirmQuestion());
    const { answer } = await opened();
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });
});
