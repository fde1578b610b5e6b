import { describe, expect, it } from 'vitest';
import { cartonLabelFields, cartonNumber, cartonPrinterIp, fillLabelTemplate } from './carton-label.ts';

describe('carton label (001 §7, §9)', () => {
  it("[001-9-18] the carton number is the code without its leading '999'", () => {
    expect(cartonNumber('9990000012')).toBe('0000012');
    expect(cartonNumber('PRC-1')).toBe('PRC-1');
  });

  it('[001-3-carton-01] [001-3-carton-02] [001-3-carton-03] fills the template from operation_id, items_quantity, the checklist attributes and the number', () => {
    const fields = cartonLabelFields({
      operationId: 'op-1',
      parcelCode: '9990000003',
      itemsQuantity: 5,
      checklistAttributes: { NameAlpha: 'Fifth Avenue', Season: 'FW25', nested: { no: 1 } },
    });
    expect(
      fillLabelTemplate(
        '^XA^FD[NameAlpha]^FS^FD[Season] [items_quantity]^FS^FD[CARTON_NUMBER]^FS^FD[Missing]^FS^XZ',
        fields,
      ),
    ).toBe('^XA^FDFifth Avenue^FS^FDFW25 5^FS^FD0000003^FS^FD^FS^XZ');
    expect(fillLabelTemplate('^FD[NameAlpha]^FS', { NameAlpha: 'A^B~C' })).toBe('^FDA B C^FS');
  });

  it('[001-5-30] [001-5-31] the workstation printer first, else the operation printer, else none', () => {
    expect(cartonPrinterIp({ cartonizationUSAPrinterIP: '10.0.0.9' }, { printerIP: '10.0.0.1' })).toBe('10.0.0.9');
    expect(cartonPrinterIp({}, { printerIP: '10.0.0.1' })).toBe('10.0.0.1');
    expect(cartonPrinterIp({ cartonizationUSAPrinterIP: ' ' }, {})).toBe('');
  });
});
