import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createReadClassifier, type ClassifiedRead } from '../../core/readings/classify-read.ts';
import { parseDecodedReads } from '../../core/readings/decoded-read.ts';
import { createI18n } from '../../i18n/index.ts';
import type { ItemInfoSource } from '../../runtime/render/readings-context.ts';
import { ItemInfoModal } from './ItemInfoModal.tsx';

/** 000 §3 Product, Item, Identifier and Attribute mapping as the item info modal (000 §2.16) shows them. */

/** Every attribute label of 000 §3 Product with its English wording. */
const labels: Record<string, Record<string, string>> = {
  '000-3-product-09': {
    barcode: 'Barcode',
    barcodeBCTrim: 'Barcode BC trim',
    barcodeJDE: 'Barcode JDE',
    barcodeROQ: 'Barcode ROQ',
    barcodeROQTrim: 'Barcode ROQ trim',
    class: 'Class',
    department: 'Department',
    dimensionSystem: 'Dimension system',
    ean: 'EAN',
    eanIdPadre: 'Parent EAN id',
  },
  '000-3-product-10': {
    itemId: 'Item Id',
    stagioneROQ: 'ROQ season',
    subclass: 'Subclass',
    subdepartment: 'Subdepartment',
    variantType: 'Typology',
    rfidEnabled: 'RFID enabled',
    stato: 'State',
    ricondizionamentoFornitore: 'Supplier reconditioning',
  },
  '000-3-product-11': {
    codiceShelf: 'Shelf code',
    montante: 'Upright',
    ripiano: 'Shelf',
    scaffale: 'Rack',
    model: 'Model',
    sizeCode: 'Size Code',
    sizeDescription: 'Size Description',
    isCarryover: 'Is Carryover',
    carryoverValue: 'Carryover Value',
    madeIn: 'Made in',
  },
  '000-3-product-12': {
    collectionCode: 'Collection Code',
    collectionDescription: 'Collection Description',
    collectionYear: 'Collection Year',
    fatherProductValue: 'Father Product Value',
    genderValue: 'Gender Value',
    genderValueDescription: 'Gender Value Description',
  },
  '000-3-product-13': {
    line: 'Line',
    lineDescription: 'Line Description',
    marchioDescription: 'Brand description',
    marchioValue: 'Brand',
    merchandiseClassCode: 'Merchandise Class Code',
    merchandiseClassDescription: 'Merchandise Class Description',
  },
  '000-3-product-14': {
    merchandiseSubclassCode: 'Merchandise Subclass Code',
    merchandiseSubclassDescription: 'Merchandise Subclass Description',
    modelPartColor: 'Model Part Color',
    modelPartColorSizeValue: 'Model Part Color Size Value',
  },
  '000-3-product-15': {
    isPermanent: 'Is Permanent',
    permanentValue: 'Permanent Value',
    isSeasonal: 'Is Seasonal',
    seasonalValue: 'Seasonal Value',
    sleeveTypeValue: 'Sleeve Type Value',
  },
  '000-3-product-16': {
    part: 'Part',
    UPC: 'UPC',
    EAN: 'EAN',
    authenticityCertificateCode: 'Authenticity certificate code',
  },
};

const source = (mappings: Awaited<ReturnType<ItemInfoSource['attributeMappings']>> = []): ItemInfoSource => ({
  attributeMappings: async () => mappings,
  itemEvents: async () => [],
});

function readOf(item: Record<string, unknown>): ClassifiedRead {
  const classifier = createReadClassifier({
    itemStatuses: { ignore: [], ignoreWithReason: [], error: [], warning: [] },
    enabledCheckItemZone: false,
  });
  const [read] = parseDecodedReads([{ identifierCode: 'E1', item }]);
  return classifier.classify(read!, 1)!;
}

function renderModal(read: ClassifiedRead, language: 'en' | 'it' = 'en', mappings = source()) {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <ItemInfoModal read={read} source={mappings} onClose={() => {}} />
    </I18nextProvider>,
  );
}

const withAttributes = (names: readonly string[]) =>
  readOf({
    id: 'i1',
    product: {
      id: 'p1',
      code: 'SH305',
      attributes: Object.fromEntries(names.map((name) => [name, { value: `v-${name}` }])),
    },
  });

async function showMore(language: 'en' | 'it' = 'en') {
  const product = screen.getByRole('region', { name: language === 'en' ? 'Product' : 'Prodotto' });
  await userEvent.click(
    within(product).getByRole('button', { name: language === 'en' ? 'Show more' : 'Mostra altro' }),
  );
  return product;
}

describe('ItemInfoModal with server JSON (000 §3)', () => {
  it.each(Object.entries(labels))('[%s] Show more labels each attribute of the product', async (_id, group) => {
    renderModal(withAttributes(Object.keys(group)));
    const product = await showMore();
    for (const [name, label] of Object.entries(group)) {
      const term = within(product).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe(`v-${name}`);
    }
  });

  it('[000-3-product-10] [000-3-product-13] [000-3-product-16] labels attributes in Italian too', async () => {
    renderModal(withAttributes(['variantType', 'marchioValue', 'authenticityCertificateCode']), 'it');
    const product = await showMore('it');
    for (const label of ['Tipologia', 'Marchio', 'Codice certificato di autenticità']) {
      expect(within(product).getByText(label, { selector: 'dt' })).toBeInTheDocument();
    }
  });

  it('[000-3-product-01] [000-3-product-02] [000-3-product-16] shows code, description and style, material, color, size each by its description', () => {
    const coded = (value: string, description: string) => ({ value, description });
    renderModal(
      readOf({
        id: 'i1',
        product: {
          id: 'p1',
          productCode: 'SH305',
          description: 'Oxford shirt',
          style: coded('OXF', 'Oxford'),
          material: coded('COT', 'Cotton'),
          color: coded('WHT', 'White'),
          size: coded('M', ''),
        },
      }),
    );
    const product = screen.getByRole('region', { name: 'Product' });
    const field = (label: string) => within(product).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field('Code')?.textContent).toBe('SH305');
    expect(field('Description')?.textContent).toBe('Oxford shirt');
    expect(field('Style')?.textContent).toBe('Oxford');
    expect(field('Material')?.textContent).toBe('Cotton');
    expect(field('Color')?.textContent).toBe('White');
    expect(field('Size')?.textContent).toBe('M');
  });

  it('[000-3-product-03] [000-3-product-05] reads attributes as a map of {value}: pictureId, sketchId, ean, barcodeBC, variantType, wam, dimensionsystem', async () => {
    renderModal(withAttributes(['pictureId', 'sketchId', 'ean', 'barcodeBC', 'variantType', 'wam', 'dimensionsystem']));
    const product = await showMore();
    const shown = {
      'Picture Id': 'v-pictureId',
      'Sketch Id': 'v-sketchId',
      EAN: 'v-ean',
      Typology: 'v-variantType',
      WAM: 'v-wam',
      'Dimension system': 'v-dimensionsystem',
    };
    for (const [label, value] of Object.entries(shown)) {
      expect(within(product).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent).toBe(value);
    }
    expect(within(product).getAllByText('v-barcodeBC')).not.toHaveLength(0);
  });

  it('[000-3-product-07] shows a product without a code as N/A', () => {
    renderModal(readOf({ id: 'i1', product: { id: 'p1', description: 'Loose' } }));
    const product = screen.getByRole('region', { name: 'Product' });
    expect(within(product).getByText('Code', { selector: 'dt' }).nextElementSibling?.textContent).toBe('N/A');
  });

  it('[000-3-attrmapping-02] [000-3-item-06] shows only item attributes whose mapping is visible', async () => {
    const read = readOf({ id: 'i1', attributes: { qcStatus: { value: 'PASSED' }, wam: 'W-1', internal: 'x' } });
    renderModal(
      read,
      'en',
      source([
        { code: 'qcStatus', description: 'QC status', entity: 'item', order: 1, visible: true },
        { code: 'wam', description: 'WAM code', entity: 'item', order: 2, visible: true },
        { code: 'internal', description: 'Internal', entity: 'item', order: 3, visible: false },
      ]),
    );
    const section = await screen.findByRole('region', { name: 'Item' });
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['QC status', 'WAM code']);
    expect(within(section).getByText('PASSED')).toBeInTheDocument();
    expect(within(section).getByText('W-1')).toBeInTheDocument();
  });

  it('[000-3-item-04] [000-3-identifier-06] [000-9-38] shows each identifier with its code, role and TID, its icon at the default size 24', () => {
    renderModal(
      readOf({
        id: 'i1',
        product: { id: 'p1', code: 'SH305' },
        identifiers: [
          { id: 'a', code: 'E280-1', type: 'UHF_TAG', role: 'EMBEDDED', tid: 'E2003412' },
          { id: 'b', code: 'SN-77', type: 'SIMPLE_ITEM_IDENTIFIER', role: 'serial' },
        ],
      }),
    );
    const section = screen.getByRole('region', { name: 'Identifiers' });
    const uhf = within(section).getByText('E280-1').closest('li')!;
    expect(within(uhf).getByText('EMBEDDED')).toBeInTheDocument();
    expect(within(uhf).getByText('E2003412')).toBeInTheDocument();
    const icon = within(uhf).getByRole('img', { name: 'TAG UHF' });
    expect([icon.getAttribute('width'), icon.getAttribute('height')]).toEqual(['24', '24']);
    const serial = within(section).getByText('SN-77').closest('li')!;
    expect(within(serial).getByRole('img', { name: 'serial number' })).toBeInTheDocument();
    expect(within(serial).queryByText('TID')).toBeNull();
  });

  it('[000-3-item-05] shows each component from its fields', () => {
    renderModal(
      readOf({
        id: 'i1',
        components: [{ fields: { fabric: 'Linen', id: 'c1' }, attributes: { lot: 'L1' } }, { fabric: 'Silk' }],
      }),
    );
    const section = screen.getByRole('region', { name: 'Components' });
    expect(within(section).getByText('Linen')).toBeInTheDocument();
    expect(within(section).getByText('Silk')).toBeInTheDocument();
    expect(within(section).queryByText('c1')).toBeNull();
  });
});
