import type { Antenna } from '../core/workstation.ts';

/** An antenna as the device manager receives it (000 §7.5-12); `txPower` is `writeTxPower` for writes when set. */
export function antennaBody(antenna: Antenna, forWrite = false) {
  return {
    id: antenna.id,
    creationDate: antenna.creationDate,
    lastModifyDate: antenna.lastModifyDate,
    code: antenna.code,
    description: antenna.description,
    zoneId: antenna.zoneId,
    reader: antenna.reader,
    readerPort: antenna.readerPort,
    txPower: forWrite ? (antenna.writeTxPower ?? antenna.txPower) : antenna.txPower,
    rxSensitivity: antenna.rxSensitivity,
  };
}

/**
 * The body of every antenna call (000 §7.5-07): the antenna's reader with `id` = the reader code, plus the antennas of
 * the workstation on that same reader.
 */
export function readerBody(antenna: Antenna, workstationAntennas: readonly Antenna[], forWrite = false) {
  const sameReader = workstationAntennas.filter((other) => other.reader.code === antenna.reader.code);
  const antennas = sameReader.some((other) => other.id === antenna.id) ? sameReader : [antenna, ...sameReader];
  return {
    reader: { id: antenna.reader.code, ...antenna.reader },
    antennas: antennas.map((other) => antennaBody(other, forWrite)),
  };
}
