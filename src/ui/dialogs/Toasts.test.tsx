import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDialogService } from '../../runtime/dialog-service.ts';
import { DialogHost } from './DialogHost.tsx';
import { renderWithI18n } from '../../test-support/dialog-test-utils.tsx';

describe('Toasts (000 §2.18, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[000-2.18-16] [000-2.18-17] [000-9-39] should show title and description, error as an alert, in the bottom-right stack', () => {
    const service = createDialogService();
    renderWithI18n(<DialogHost service={service} />);
    act(() => {
      service.toast({ status: 'success', title: 'Saved', description: 'Parcel 12 closed' });
      service.toast({ status: 'error', title: 'Error', description: 'Generic Error' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveClass('fixed', 'right-4', 'bottom-4');
    const success = within(region).getByRole('status');
    expect(success).toHaveTextContent('Saved');
    expect(success).toHaveTextContent('Parcel 12 closed');
    expect(within(success).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(within(region).getByRole('alert')).toHaveTextContent('Generic Error');
  });

  it('should go away by itself after its duration', () => {
    vi.useFakeTimers();
    const service = createDialogService();
    renderWithI18n(<DialogHost service={service} />);
    act(() => {
      service.toast({ status: 'info', title: 'Hello' });
      service.toast({ status: 'error', title: 'Broken' });
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    expect(screen.getByText('Broken')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('[000-9-40] should close with its close button', async () => {
    const service = createDialogService();
    renderWithI18n(<DialogHost service={service} />, 'it');
    act(() => service.toast({ status: 'warning', title: 'Attenzione' }));
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi notifica' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(service.getSnapshot().toasts).toEqual([]);
  });
});
