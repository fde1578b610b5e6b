import { render, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ItemStatuses } from '../../core/operation-config/item-statuses.ts';
import { createReadClassifier, type ClassifiedRead } from '../../core/readings/classify-read.ts';
import { parseDecodedReads } from '../../core/readings/decoded-read.ts';
import { createI18n } from '../../i18n/index.ts';
import { ItemRow } from './ItemRow.tsx';

/** 000 §3 entities as a decoded item row shows them: server JSON through the decode parser and the classifier. */
const itemStatuses: ItemStatuses = {
  ignore: ['IGNORE_ME'],
  ignoreWithReason: ['ITEM_IN_ANOTHER_PARCEL'],
  error: ['ITEM_NOT_IN_STOCK'],
  warning: ['ITEM_NOT_IN_INBOUND'],
};

function classify(body: unknown[]): ClassifiedRead[] {
  const classifier = createReadClassifier({ itemStatuses, enabledCheckItemZone: false });
  return parseDecodedReads(body)
    .map((read, index) => classifier.classify(read, index))
    .filter((read) => read !== undefined);
}

function renderRow(entry: Record<string, unknown>, language: 'en' | 'it' = 'en') {
  const [read] = classify([entry]);
  const { container } = render(
    <I18nextProvider i18n={createI18n(language)}>
      <ItemRow read={read!} itemStatuses={itemStatuses} showProductImage={false} />
    </I18nextProvider>,
  );
  return within(container.querySelector<HTMLElement>(`[data-read="${String(entry.identifierCode)}"]`)!);
}

const item = (extra: Record<string, unknown> = {}) => ({
  id: 'i1',
  product: { id: 'p1', code: 'SH305', description: 'Oxford shirt' },
  identifiers: [{ id: 'x1', code: 'E1', type: 'UHF_TAG', role: '' }],
  ...extra,
});

describe('ItemRow with server reads (000 §3 Identifier, Item, Product)', () => {
  it("[000-3-identifier-01] [000-3-identifier-02] [000-3-identifier-03] [000-3-identifier-04] [000-3-identifier-05] [000-3-identifier-07] [000-9-53] labels each identifier by its type, serial as 'serial number', a missing code 'n/a'", () => {
    const row = renderRow({
      identifierCode: 'E1',
      item: item({
        identifiers: [
          { id: '1', code: 'E1', type: 'UHF_TAG' },
          { id: '2', code: '04A1B2', type: 'NFC_TAG' },
          { id: '3', code: 'BAR-1', type: 'SIMPLE_ITEM_IDENTIFIER' },
          { id: '4', type: 'SIMPLE_ITEM_IDENTIFIER', role: 'serial' },
          { id: '5', code: 'X-9', type: 'EXTRA_TAG' },
          { id: '6', code: 'A-7', identifierType: 'ASSOCIATION' },
          { id: '7', type: 'UHF_TAG' },
        ],
      }),
    });
    const chips = ['TAG UHF', 'TAG NFC', 'IDENTIFIER', 'serial number', 'EXTRA TAG', 'ASSOCIATION'];
    for (const label of chips) expect(row.getAllByText(label).length).toBeGreaterThan(0);
    expect(row.getAllByText('TAG UHF')).toHaveLength(2);
    expect(row.getAllByText('n/a')).toHaveLength(2);
    expect(row.getByText('04A1B2')).toBeInTheDocument();
  });

  it('shows the role of a role-typed identifier instead of its type', () => {
    const row = renderRow({
      identifierCode: 'E1',
      item: item({ identifiers: [{ id: '1', code: 'E1', type: 'UHF_TAG', role: 'EMBEDDED' }] }),
    });
    expect(row.getByText('EMBEDDED')).toBeInTheDocument();
    expect(row.queryByText('TAG UHF')).toBeNull();
  });

  it("[000-3-product-07] [000-9-53] shows a product without a code as 'N/A'", () => {
    const row = renderRow({ identifierCode: 'E1', item: item({ product: { id: 'p', description: 'Loose' } }) });
    expect(row.getByText('N/A')).toBeInTheDocument();
    expect(row.getByText('Loose')).toBeInTheDocument();
  });

  it("[000-3-item-03] shows the item's zone as 'place code - zone code'", () => {
    const zone = { id: 'z1', code: 'STOCK', description: 'Stock', place: { code: 'MIL', description: 'Milan' } };
    const row = renderRow({ identifierCode: 'E1', item: item({ zone }) });
    expect(row.getByText('MIL - STOCK')).toBeInTheDocument();
  });

  it.each([
    ['ITEM_NOT_IN_INBOUND', 'item not in inbound', 'articolo non in ingresso'],
    ['ITEM_NOT_IN_STOCK', 'item not in stock', 'articolo non in giacenza'],
    ['ITEM_IN_ANOTHER_PARCEL', 'item in another parcel', 'articolo in un altro collo'],
    [
      'ITEM_IN_ANOTHER_PRODUCTION_ORDER',
      'item in another production order',
      'articolo in un altro ordine di produzione',
    ],
    ['RESTORE_VARIANT', 'RESTORE TYPOLOGY', 'RIPRISTINA TIPOLOGIA'],
  ])(
    '[000-3-item-07] [000-3-item-08] [000-8.3-21] shows the status %s as %s (Italian %s)',
    (status, english, italian) => {
      expect(renderRow({ identifierCode: 'E1', statuses: [status], item: item() }).getByText(english)).toBeTruthy();
      expect(
        renderRow({ identifierCode: 'E2', statuses: [status], item: item() }, 'it').getByText(italian),
      ).toBeTruthy();
    },
  );

  it.each([
    ['ITEM_NOT_IN_STOCK', 'error', 'error', /red/],
    ['ITEM_NOT_IN_INBOUND', 'warning', 'warning', /yellow/],
    ['ITEM_IN_ANOTHER_PARCEL', 'ignoredWithReason', 'ignored with reason', /slate/],
    ['IGNORE_ME', 'ignored', 'ignored', /slate/],
  ])('[000-3-item-02] a read with %s is %s: the row names the state in its colour', (status, state, label, colour) => {
    const row = renderRow({ identifierCode: 'E1', statuses: [status], item: item() });
    const chip = row.getByText(label);
    expect(chip.className).toMatch(colour);
    expect(chip.closest('[data-read]')?.getAttribute('data-identifier-state')).toBe(state);
  });

  it('names no state for a valid read beyond its decode result', () => {
    const row = renderRow({ identifierCode: 'E1', item: item() });
    expect(row.getByText('valid')).toBeInTheDocument();
    for (const label of ['error', 'warning', 'ignored', 'ignored with reason'])
      expect(row.queryByText(label)).toBeNull();
  });
});
