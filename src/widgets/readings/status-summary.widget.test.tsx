import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoRead } from '../../test-support/test-reads.ts';
import { demoReadingsScreen } from '../../../stories/support/demo-readings.ts';
import { ReadingsContext } from '../../runtime/render/readings-context.ts';
import { statusSummaryWidget } from './status-summary.widget.tsx';
import { renderWithAppI18n } from '../../test-support/readings-test-support.tsx';

const StatusSummary = statusSummaryWidget.component;

/** Two valid reads and one read of each summarised status (lists of demoItemStatuses). */
const reads = [
  demoRead('E-OK-1', [], { id: 'i1', productCode: 'P1' }),
  demoRead('E-OK-2', [], { id: 'i2', productCode: 'P1' }),
  demoRead('E-ERROR', ['ITEM_NOT_IN_STOCK'], { id: 'i3', productCode: 'P2' }),
  demoRead('E-WARNING', ['MISSING_SYSTEM_TAG'], { id: 'i4', productCode: 'P2' }),
  demoRead('E-IGNORED', [], null),
  demoRead('E-REASON', ['ITEM_IN_ANOTHER_PARCEL'], { id: 'i6', productCode: 'P3' }),
];

async function renderSummary() {
  const readings = demoReadingsScreen({ reads });
  renderWithAppI18n(
    <ReadingsContext.Provider value={readings}>
      <StatusSummary props={{}} enabled node={{ path: '$', id: 'summary' }} />
    </ReadingsContext.Provider>,
  );
  await act(async () => readings.fill());
  await screen.findByRole('button', { name: 'error (1)' });
}

describe('status-summary widget (000 §2.15)', () => {
  it('[000-2.15-15] shows a chip per status with its count: error, warning, ignored, ignored with reason', async () => {
    await renderSummary();
    const chips = screen.getAllByRole('button').map((chip) => chip.textContent);
    expect(chips).toEqual(['error (1)', 'warning (1)', 'ignored (1)', 'ignored with reason (1)']);
  });

  it('[000-2.15-16] a chip opens a modal listing the items with that status, and only those', async () => {
    await renderSummary();
    await userEvent.click(screen.getByRole('button', { name: 'ignored with reason (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Items: ignored with reason' });
    await waitFor(() => expect(dialog.querySelectorAll('[data-read]')).toHaveLength(1));
    expect(dialog.querySelector('[data-read]')).toHaveAttribute('data-read', 'E-REASON');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
