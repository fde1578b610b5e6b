import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RemoveMode } from '../../core/readings/readings-pipeline.ts';
import { demoReadingsScreen, epcOf } from '../../../stories/support/demo-readings.ts';
import { readingListWidget } from '../../widgets/readings/reading-list.widget.tsx';
import { ReadingsContext } from '../../runtime/render/readings-context.ts';
import { renderWithAppI18n } from '../../test-support/readings-test-support.tsx';

const ReadingList = readingListWidget.component;

/** The grouped list of the demo reads; KN210-MER-NAV-L groups the reads 1 and 3, both in WH-LOM-STOCK. */
async function openProduct(removeMode: RemoveMode) {
  const demo = demoReadingsScreen({ displayMode: 'groupedByProduct', removeMode });
  const readings = { ...demo, imageUrl: (imageId: string) => `/images/${imageId}` };
  renderWithAppI18n(
    <ReadingsContext.Provider value={readings}>
      <ReadingList props={{}} enabled node={{ path: '$', id: 'list' }} />
    </ReadingsContext.Provider>,
  );
  await act(async () => demo.fill());
  await userEvent.click(await screen.findByText('KN210-MER-NAV-L / MER / L / NAV'));
  return { dialog: await screen.findByRole('dialog', { name: 'Product items' }), pipeline: demo.pipeline };
}

const itemRows = (dialog: HTMLElement) => within(dialog).getAllByRole('row').slice(1);

describe('ProductItemsModal (000 §2.17)', () => {
  it('[000-2.17-01] shows the image, code, description, colour, model (style), typology and size', async () => {
    const { dialog } = await openProduct('none');
    expect(within(dialog).getByRole('img', { name: 'Merino crew neck' })).toHaveAttribute(
      'src',
      '/images/IMG-KN210-MER-NAV-L',
    );
    const shown = Object.fromEntries(
      [...dialog.querySelectorAll('dl > div')].map((entry) => [
        entry.querySelector('dt')?.textContent,
        entry.querySelector('dd')?.textContent,
      ]),
    );
    expect(shown).toEqual({
      Code: 'KN210-MER-NAV-L',
      Description: 'Merino crew neck',
      Color: 'Navy',
      Model: 'Crew neck',
      Typology: 'REGULAR',
      Size: 'Large',
    });
  });

  it("[000-2.17-02] [000-2.17-03] lists the product's decoded items with their identifiers and 'place - zone'", async () => {
    const { dialog } = await openProduct('none');
    const rows = itemRows(dialog);
    expect(rows).toHaveLength(2);
    for (const [row, index] of [
      [rows[0]!, 1],
      [rows[1]!, 3],
    ] as const) {
      expect(within(row).getByText(epcOf(index))).toBeInTheDocument();
      expect(within(row).getByText(String(100000 + index))).toBeInTheDocument();
      expect(within(row).getByText('WH-LOM - WH-LOM-STOCK')).toBeInTheDocument();
    }
  });

  it('[000-2.17-04] each item has a delete action (in a remove mode) that removes it from the readings', async () => {
    const { dialog, pipeline } = await openProduct('rfid');
    await userEvent.click(within(dialog).getByRole('button', { name: `Remove ${epcOf(3)}` }));
    await waitFor(() => expect(itemRows(dialog)).toHaveLength(1));
    expect([...pipeline.reads()].map((read) => read.identifierCode)).not.toContain(epcOf(3));
    expect(within(dialog).getByRole('button', { name: `Remove ${epcOf(1)}` })).toBeInTheDocument();
  });

  it.each<[RemoveMode, boolean]>([
    ['sku', true],
    ['rfid', false],
    ['none', false],
  ])("[000-2.17-05] with removeMode '%s' the delete-all button is shown: %s", async (removeMode, shown) => {
    const { dialog, pipeline } = await openProduct(removeMode);
    const deleteAll = within(dialog).queryByRole('button', { name: 'Delete all' });
    expect(Boolean(deleteAll)).toBe(shown);
    if (!deleteAll) return;
    await userEvent.click(deleteAll);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([...pipeline.reads()].some((read) => read.item.product?.code === 'KN210-MER-NAV-L')).toBe(false);
  });
});
