/**
 * GS1 SGTIN-96 EPC encoding (GS1 EPC Tag Data Standard, SGTIN-96 scheme), used to give the demo
 * items real EPCs (000 §3 Identifier: UHF_TAG codes are EPCs).
 *
 * Layout, 96 bits: header 0x30 (8) | filter (3) | partition (3) | company prefix (M) | item reference (N) | serial (38).
 * The item reference includes the GTIN indicator digit as its first digit.
 */

/** Partition table: company prefix digits and bits, item reference digits and bits (M + N = 44 bits). */
const PARTITIONS = [
  { companyDigits: 12, companyBits: 40, itemDigits: 1, itemBits: 4 },
  { companyDigits: 11, companyBits: 37, itemDigits: 2, itemBits: 7 },
  { companyDigits: 10, companyBits: 34, itemDigits: 3, itemBits: 10 },
  { companyDigits: 9, companyBits: 30, itemDigits: 4, itemBits: 14 },
  { companyDigits: 8, companyBits: 27, itemDigits: 5, itemBits: 17 },
  { companyDigits: 7, companyBits: 24, itemDigits: 6, itemBits: 20 },
  { companyDigits: 6, companyBits: 20, itemDigits: 7, itemBits: 24 },
] as const;

const SGTIN96_HEADER = 0x30n;
const SERIAL_BITS = 38n;
const MAX_SERIAL = (1n << SERIAL_BITS) - 1n;

export interface Sgtin96 {
  filter: number;
  /** GS1 company prefix, 6 to 12 digits. */
  companyPrefix: string;
  /** Indicator digit followed by the item reference; 13 - companyPrefix.length digits. */
  itemReference: string;
  serial: bigint;
}

export interface DecodedSgtin96 extends Sgtin96 {
  partition: number;
  /** The 14-digit GTIN with its check digit. */
  gtin: string;
}

function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/** GS1 mod-10 check digit of a digit string (GTIN, EAN-13, ...) without its check digit. */
export function gs1CheckDigit(digits: string): string {
  if (!isDigits(digits)) throw new Error(`not a digit string: '${digits}'`);
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const fromRight = digits.length - index;
    sum += Number(digits[index]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return String((10 - (sum % 10)) % 10);
}

export function encodeSgtin96(value: Sgtin96): string {
  const partition = PARTITIONS.findIndex((entry) => entry.companyDigits === value.companyPrefix.length);
  const layout = PARTITIONS[partition];
  if (!layout || !isDigits(value.companyPrefix)) {
    throw new Error(`company prefix must be 6 to 12 digits, got '${value.companyPrefix}'`);
  }
  if (!isDigits(value.itemReference) || value.itemReference.length !== layout.itemDigits) {
    throw new Error(`item reference must be ${layout.itemDigits} digits for a ${layout.companyDigits}-digit prefix`);
  }
  if (!Number.isInteger(value.filter) || value.filter < 0 || value.filter > 7) {
    throw new Error(`filter must be 0..7, got ${value.filter}`);
  }
  if (value.serial < 0n || value.serial > MAX_SERIAL) throw new Error(`serial out of range: ${value.serial}`);
  let bits = SGTIN96_HEADER;
  bits = (bits << 3n) | BigInt(value.filter);
  bits = (bits << 3n) | BigInt(partition);
  bits = (bits << BigInt(layout.companyBits)) | BigInt(value.companyPrefix);
  bits = (bits << BigInt(layout.itemBits)) | BigInt(value.itemReference);
  bits = (bits << SERIAL_BITS) | value.serial;
  return bits.toString(16).toUpperCase().padStart(24, '0');
}

function takeBits(value: bigint, shift: number, width: number): bigint {
  return (value >> BigInt(shift)) & ((1n << BigInt(width)) - 1n);
}

/** Decodes a 24-hex-digit SGTIN-96 EPC; undefined when it is not a valid SGTIN-96. */
export function decodeSgtin96(epc: string): DecodedSgtin96 | undefined {
  if (!/^[0-9a-fA-F]{24}$/.test(epc)) return undefined;
  const bits = BigInt(`0x${epc}`);
  if (takeBits(bits, 88, 8) !== SGTIN96_HEADER) return undefined;
  const filter = Number(takeBits(bits, 85, 3));
  const partition = Number(takeBits(bits, 82, 3));
  const layout = PARTITIONS[partition];
  if (!layout) return undefined;
  const company = takeBits(bits, 38 + layout.itemBits, layout.companyBits);
  const item = takeBits(bits, 38, layout.itemBits);
  const companyPrefix = company.toString().padStart(layout.companyDigits, '0');
  const itemReference = item.toString().padStart(layout.itemDigits, '0');
  if (companyPrefix.length !== layout.companyDigits || itemReference.length !== layout.itemDigits) return undefined;
  const serial = takeBits(bits, 0, 38);
  const withoutCheck = itemReference.slice(0, 1) + companyPrefix + itemReference.slice(1);
  return { filter, partition, companyPrefix, itemReference, serial, gtin: withoutCheck + gs1CheckDigit(withoutCheck) };
}

/** SGTIN-96 of an EAN-13 / GTIN-13 product (indicator digit 0) with a known company prefix length. */
export function sgtin96FromEan13(ean13: string, companyPrefixLength: number, serial: bigint, filter = 1): string {
  if (!/^\d{13}$/.test(ean13) || gs1CheckDigit(ean13.slice(0, 12)) !== ean13.slice(12)) {
    throw new Error(`invalid EAN-13 '${ean13}'`);
  }
  const companyPrefix = ean13.slice(0, companyPrefixLength);
  const itemReference = `0${ean13.slice(companyPrefixLength, 12)}`;
  return encodeSgtin96({ filter, companyPrefix, itemReference, serial });
}

/** The EAN-13 of a decoded SGTIN whose GTIN has indicator digit 0; undefined otherwise. */
export function ean13OfGtin(gtin: string): string | undefined {
  return gtin.length === 14 && gtin.startsWith('0') ? gtin.slice(1) : undefined;
}
