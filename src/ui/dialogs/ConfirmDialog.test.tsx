import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHost } from '../../test-support/dialog-test-utils.tsx';

describe('ConfirmDialog (000 §2.18)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('[000-2.18-01] [000-2.18-02] should show title and message, focus Confirm and answer true', async () => {
    const { user, opened } = renderHost((s) => s.confirm({ title: 'Delete the parcel?', message: 'It has 3 items.' }));
    const { answer } = await opened();
    const dialog = screen.getByRole('dialog', { name: 'Delete the parcel?' });
    expect(dialog).toHaveTextContent('It has 3 items.');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('[000-2.18-02] [000-2.18-03] should answer false on Cancel and use the given labels', async () => {
    const { user, opened } = renderHost((s) =>
      s.confirm({ title: 'Leave?', confirmLabel: 'Leave', cancelLabel: 'Stay' }),
    );
    const { answer } = await opened();
    expect(screen.getByRole('button', { name: 'Leave' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await expect(answer).resolves.toBe(false);
  });

  it('should answer false on Escape and give the focus back to the opener', async () => {
    const { user, opened } = renderHost((s) => s.confirm({ title: 'Sure?' }));
    const { answer } = await opened();
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('should keep Tab inside the dialog', async () => {
    const { user, opened } = renderHost((s) => s.confirm({ title: 'Sure?' }));
    await opened();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('should show the product card of productDetail through renderProductDetail', async () => {
    const { opened } = renderHost((s) => s.confirm({ title: 'Force?', productDetail: { productCode: 'SKU-1' } }), {
      renderProductDetail: (detail) => <article aria-label="product card">{detail.productCode}</article>,
    });
    await opened();
    expect(within(screen.getByRole('dialog')).getByRole('article', { name: 'product card' })).toHaveTextContent(
      'SKU-1',
    );
  });

  it('should show queued confirms one after the other', async () => {
    const { user, service, opened } = renderHost((s) => s.confirm({ title: 'first' }));
    const { answer: first } = await opened();
    let second: Promise<boolean> | undefined;
    act(() => {
      second = service.confirm({ title: 'second' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(false);
    expect(await screen.findByRole('dialog', { name: 'second' })).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(second).resolves.toBe(true);
  });

  it('should focus Confirm on a touch screen too', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { opened } = renderHost((s) => s.confirm({ title: 'Sure?' }));
    await opened();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });
});
