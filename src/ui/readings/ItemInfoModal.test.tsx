import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClassifiedRead } from '../../core/readings/classify-read.ts';
import { demoDecodedReads } from '../../../stories/support/demo-readings.ts';
import { ItemInfoModal } from './ItemInfoModal.tsx';
import type { ItemInfoSource } from '../../runtime/render/readings-context.ts';
import { renderWithAppI18n } from '../../test-support/readings-test-support.tsx';

function classified(index = 0): ClassifiedRead {
  const read = demoDecodedReads(6)[index]!;
  return { ...read, item: read.item!, status: 'valid', zoneWarning: false, seq: 1 };
}

const source = (overrides: Partial<ItemInfoSource> = {}): ItemInfoSource => ({
  attributeMappings: async () => [
    { code: 'qcStatus', description: 'QC status', entity: 'item', order: 2, visible: true },
    { code: 'batch', description: 'Batch', entity: 'item', order: 1, visible: true },
  ],
  itemEvents: async () => [
    {
      eventType: 'ITEM_CREATED',
      operationLabel: 'ENCODING',
      operationPlace: 'Lomazzo warehouse',
      username: 'operator',
      creationDate: new Date(2026, 2, 4).getTime(),
    },
  ],
  ...overrides,
});

describe('ItemInfoModal (000 §2.16)', () => {
  it('[000-2.16-01] [000-2.16-02] shows the product card and toggles every attribute with Show more / Hide more', async () => {
    renderWithAppI18n(<ItemInfoModal read={classified()} source={source()} onClose={() => {}} />);
    const product = screen.getByRole('region', { name: 'Product' });
    expect(within(product).getByText('SH305-OXF-WHT-M')).toBeInTheDocument();
    expect(within(product).getByText('BC-SH305-M')).toBeInTheDocument();
    expect(within(product).getByText('Oxford cotton')).toBeInTheDocument();
    expect(within(product).queryByText('Made in')).toBeNull();
    await userEvent.click(within(product).getByRole('button', { name: 'Show more' }));
    expect(within(product).getByText('Made in')).toBeInTheDocument();
    expect(within(product).getByText('Typology')).toBeInTheDocument();
    await userEvent.click(within(product).getByRole('button', { name: 'Hide more' }));
    expect(within(product).queryByText('Made in')).toBeNull();
  });

  it("[000-2.16-03] [000-2.16-04] [000-2.16-05] [000-9-53] shows mapped item attributes in order, '---' when empty", async () => {
    renderWithAppI18n(<ItemInfoModal read={classified()} source={source()} onClose={() => {}} />);
    const section = await screen.findByRole('region', { name: 'Item' });
    const labels = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['Batch', 'QC status']);
    expect(within(section).getByText('---')).toBeInTheDocument();
    expect(within(section).getByText('PASSED')).toBeInTheDocument();
  });

  it('[000-7.3-03] shows the item as the server holds it now: its zone and attributes after a transfer', async () => {
    const read = classified();
    const item = vi.fn(async (id: string) => ({
      ...read.item,
      id,
      zone: {
        id: 'z-q',
        code: 'WH-LOM-QUARANTINE',
        description: 'Quality quarantine',
        place: { code: 'WH-LOM', description: '' },
      },
      attributes: { qcStatus: 'FAILED' },
    }));
    renderWithAppI18n(<ItemInfoModal read={read} source={source({ item })} onClose={() => {}} />);
    const zone = await screen.findByRole('region', { name: 'Zone' });
    await waitFor(() => expect(zone).toHaveTextContent('WH-LOM - WH-LOM-QUARANTINE'));
    expect(item).toHaveBeenCalledWith(read.item.id);
    expect(within(screen.getByRole('region', { name: 'Item' })).getByText('FAILED')).toBeInTheDocument();
  });

  it("keeps the read's item when the item cannot be loaded", async () => {
    const read = classified();
    renderWithAppI18n(
      <ItemInfoModal
        read={read}
        source={source({ item: async () => Promise.reject(new Error('down')) })}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByRole('region', { name: 'Zone' })).toHaveTextContent('WH-LOM - WH-LOM-STOCK');
    expect(within(await screen.findByRole('region', { name: 'Item' })).getByText('PASSED')).toBeInTheDocument();
  });

  it('[000-2.16-06] [000-2.16-07] shows identifiers with an icon per type and a data-matrix image for role data_matrix', async () => {
    const read = classified();
    const withMatrix: ClassifiedRead = {
      ...read,
      item: {
        ...read.item,
        identifiers: [
          ...read.item.identifiers,
          { id: 'dm', code: 'DM-0001', role: 'data_matrix', type: 'EXTRA_TAG', tid: '' },
        ],
      },
    };
    renderWithAppI18n(<ItemInfoModal read={withMatrix} source={source()} onClose={() => {}} />);
    const section = screen.getByRole('region', { name: 'Identifiers' });
    expect(within(section).getByRole('img', { name: 'TAG UHF' })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'serial number' })).toBeInTheDocument();
    const matrix = await within(section).findByRole('img', { name: 'Data matrix of DM-0001' }, { timeout: 5000 });
    expect(matrix.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('[000-2.16-08] [000-2.16-09] shows components without creationDate, lastModifyDate, id, itemId, attributes', () => {
    const read = classified();
    const withComponent: ClassifiedRead = {
      ...read,
      item: {
        ...read.item,
        components: [{ fields: { id: 'c1', itemId: 'i', creationDate: '1', fabric: 'Linen' }, attributes: {} }],
      },
    };
    renderWithAppI18n(<ItemInfoModal read={withComponent} source={source()} onClose={() => {}} />);
    const section = screen.getByRole('region', { name: 'Components' });
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['fabric']);
  });

  it("[000-2.16-10] [000-2.16-11] [000-2.16-12] [000-2.16-13] shows 'loading data', then each event with its date dd/MM/yyyy", async () => {
    renderWithAppI18n(<ItemInfoModal read={classified()} source={source()} onClose={() => {}} />);
    const panel = screen.getByRole('complementary', { name: 'Events history' });
    expect(within(panel).getByText('loading data')).toBeInTheDocument();
    expect(await within(panel).findByText('ITEM_CREATED')).toBeInTheDocument();
    for (const text of ['ENCODING', 'Lomazzo warehouse', 'operator', '04/03/2026']) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
  });

  it("[000-2.16-14] [000-2.16-15] shows 'empty item events' when none, and when the load fails", async () => {
    const failing = source({ itemEvents: vi.fn(async () => Promise.reject(new Error('down'))) });
    renderWithAppI18n(<ItemInfoModal read={classified()} source={failing} onClose={() => {}} />);
    const panel = screen.getByRole('complementary', { name: 'Events history' });
    await waitFor(() => expect(within(panel).getByText('empty item events')).toBeInTheDocument());
  });

  it('[000-2.16-16] the product-found modal shows only product and item attributes', () => {
    renderWithAppI18n(<ItemInfoModal read={classified(4)} source={source()} productOnly onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Product found' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Identifiers' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Events history' })).toBeNull();
  });
});
