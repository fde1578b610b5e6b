import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithService } from '../../test-support/panel-test-utils.tsx';
import { SupportDialog } from './SupportDialog.tsx';

const version = { version: '5.6.0', hash: 'a1b2c3d', date: '2025-06-01' };

describe('SupportDialog', () => {
  it('[000-2.9-01] [000-2.9-02] [000-2.9-03] [000-9-35] should show support mail, phone and the version line with its dd/MM/yyyy date', async () => {
    renderWithService(() => (
      <SupportDialog email="help@acme.example" phone="+39 02 555 0100" version={version} onClose={() => {}} />
    ));
    const dialog = await screen.findByRole('dialog', { name: 'Support' });
    expect(dialog).toHaveTextContent('Support mail');
    expect(screen.getByRole('link', { name: 'help@acme.example' })).toHaveAttribute('href', 'mailto:help@acme.example');
    expect(screen.getByRole('link', { name: '+39 02 555 0100' })).toHaveAttribute('href', 'tel:+39025550100');
    expect(screen.getByText('5.6.0 (build a1b2c3d, 01/06/2025)')).toBeInTheDocument();
  });

  it("[000-2.9-01] [000-2.9-02] should show '---' without support contacts, and close", async () => {
    const onClose = vi.fn();
    const { user } = renderWithService(() => <SupportDialog version={version} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Support' });
    expect(screen.getAllByText('---')).toHaveLength(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('[000-1-43] should default to the build version 5.6.0, in Italian too', async () => {
    renderWithService(() => <SupportDialog onClose={() => {}} />, 'it');
    await screen.findByRole('dialog', { name: 'Assistenza' });
    expect(screen.getByText(/^5\.6\.0 \(build .+, .+\)$/)).toBeInTheDocument();
  });
});
