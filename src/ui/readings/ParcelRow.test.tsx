import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ParcelRow } from './ParcelRow.tsx';
import { renderWithAppI18n } from '../../test-support/readings-test-support.tsx';

const parcel = { code: 'PRC-0001', parcelEntryQuantity: 12, detected: false, unexpected: false, forced: false };

describe('ParcelRow (000 §2.15 parcel rows)', () => {
  it("shows code, read counter and 'to read'; no delete before detected", () => {
    renderWithAppI18n(<ParcelRow parcel={parcel} onDelete={() => {}} />);
    expect(screen.getByText('PRC-0001')).toBeInTheDocument();
    expect(screen.getByLabelText('detected/expected').textContent).toBe('12');
    expect(screen.getByText('to read')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows 'unexpected' and deletes a detected parcel", async () => {
    const onDelete = vi.fn();
    renderWithAppI18n(<ParcelRow parcel={{ ...parcel, detected: true, unexpected: true }} onDelete={onDelete} />);
    expect(screen.getByText('unexpected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete parcel PRC-0001' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
