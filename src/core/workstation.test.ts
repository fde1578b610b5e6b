import { describe, expect, it } from 'vitest';
import { parseWorkstation, parseWorkstations } from './workstation.ts';

const raw = {
  id: 'ws-1',
  code: 'WS-LOM-PACK',
  description: 'Packing bench',
  placeId: 'p-1',
  rfidAntennaIds: ['a-1', 7, null],
  antennas: [
    {
      id: 'a-1',
      creationDate: 1700000000000,
      lastModifyDate: '1700000000001',
      code: 'ANT-1',
      description: 'Left panel',
      zoneId: 'z-1',
      reader: { code: 'RDR-1', deviceType: 'impinj-speedway-octane', settings: { ipAddress: '10.0.0.5' } },
      readerPort: 1,
      txPower: 30,
      writeTxPower: 20,
      rxSensitivity: -70,
    },
  ],
  deviceManagerUrl: 'http://localhost:4002',
  deviceManagerWebsocket: 'ws://localhost:4002',
  balanceId: 'b-1',
  balance: { id: 'b-1', code: 'BAL-1', settings: { ipAddress: '10.0.0.9', port: '4101' } },
  attributes: { cartonizationUSAPrinterIP: '10.0.0.7' },
};

describe('parseWorkstation()', () => {
  it('[000-3-workstation-01] [000-3-workstation-02] [000-3-workstation-03] [000-3-workstation-04] [000-3-workstation-05] [000-3-antenna-01] [000-3-antenna-02] [000-3-antenna-03] should read every field', () => {
    expect(parseWorkstation(raw)).toEqual({
      id: 'ws-1',
      code: 'WS-LOM-PACK',
      description: 'Packing bench',
      placeId: 'p-1',
      rfidAntennaIds: ['a-1', '7'],
      antennas: [
        {
          id: 'a-1',
          creationDate: 1700000000000,
          lastModifyDate: 1700000000001,
          code: 'ANT-1',
          description: 'Left panel',
          zoneId: 'z-1',
          reader: { code: 'RDR-1', deviceType: 'impinj-speedway-octane', settings: { ipAddress: '10.0.0.5' } },
          readerPort: 1,
          txPower: 30,
          writeTxPower: 20,
          rxSensitivity: -70,
        },
      ],
      deviceManagerUrl: 'http://localhost:4002',
      deviceManagerWebsocket: 'ws://localhost:4002',
      balanceId: 'b-1',
      balance: { id: 'b-1', code: 'BAL-1', settings: { ipAddress: '10.0.0.9', port: 4101 } },
      attributes: { cartonizationUSAPrinterIP: '10.0.0.7' },
    });
  });

  it('should default every missing or wrong field', () => {
    expect(
      parseWorkstation({ id: 5, antennas: [{ reader: 'x', txPower: 'high' }], balance: null, attributes: [] }),
    ).toEqual({
      id: '5',
      code: '',
      description: '',
      placeId: '',
      rfidAntennaIds: [],
      antennas: [
        {
          id: '',
          creationDate: undefined,
          lastModifyDate: undefined,
          code: '',
          description: '',
          zoneId: '',
          reader: { code: '', deviceType: '', settings: {} },
          readerPort: undefined,
          txPower: undefined,
          writeTxPower: undefined,
          rxSensitivity: undefined,
        },
      ],
      deviceManagerUrl: '',
      deviceManagerWebsocket: '',
      balanceId: '',
      balance: undefined,
      attributes: {},
    });
  });

  it.each([null, 'ws-1', [], { code: 'WS-1' }])('should refuse %j, which has no id', (value) => {
    expect(parseWorkstation(value)).toBeUndefined();
  });
});

describe('parseWorkstations()', () => {
  it('should keep the readable workstations of a list and give [] for anything else', () => {
    expect(parseWorkstations([raw, { code: 'no id' }, 3]).map((w) => w.id)).toEqual(['ws-1']);
    expect(parseWorkstations({ content: [raw] })).toEqual([]);
  });
});
