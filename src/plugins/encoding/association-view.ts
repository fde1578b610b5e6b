/** What the associate screen shows of an association (002 §2 identifier boxes and the association box). */
import type { AssociationState } from '../../core/encoding/association-machine.ts';
import type { IdentifierSlot } from '../../core/encoding/identifier-slots.ts';

export interface IdentifierBox {
  key: string;
  /** i18n key of the type label: TAG UHF, TAG NFC, IDENTIFIER. */
  typeLabel: string;
  role: string;
  code: string;
  status: IdentifierSlot['status'];
  /** i18n key of the status text ('Reading...' while TO_BE_READ). */
  statusLabel: string;
  /** The error codes, comma-separated (002 §4: errors accumulate). */
  error: string;
}

const typeLabels: Readonly<Record<IdentifierSlot['identifierType'], string>> = {
  UHF_TAG: 'encoding.types.UHF_TAG',
  NFC_TAG: 'encoding.types.NFC_TAG',
  SIMPLE_ITEM_IDENTIFIER: 'encoding.types.SIMPLE_ITEM_IDENTIFIER',
};

/** An error code in the operator's words, `ref` naming what it concerns (002 §8); the code itself by default. */
export type DescribeError = (errorCode: string, ref: string) => string;

const asCode: DescribeError = (errorCode) => errorCode;

export function identifierBoxes(slots: readonly IdentifierSlot[], describe: DescribeError = asCode): IdentifierBox[] {
  return slots.map((slot, index) => ({
    key: `${index}:${slot.identifierType}:${slot.role}`,
    typeLabel: typeLabels[slot.identifierType],
    role: slot.role,
    code: slot.code,
    status: slot.status,
    statusLabel: `encoding.statuses.${slot.status}`,
    error: slot.errors.map((code) => describe(code, slot.role || slot.code)).join(', '),
  }));
}

/**
 * 002 §2 Antenna panel: the 'or' manual input, for the SIMPLE_ITEM_IDENTIFIER (a serial) neither confirmed nor in
 * error; enabled only while that identifier is TO_BE_READ.
 */
export function manualInput(slots: readonly IdentifierSlot[]) {
  const slot = slots.find(
    (candidate) =>
      candidate.identifierType === 'SIMPLE_ITEM_IDENTIFIER' &&
      candidate.status !== 'CONFIRMED' &&
      candidate.status !== 'ERROR',
  );
  return slot
    ? { shown: true, enabled: slot.status === 'TO_BE_READ' && !slot.read, role: slot.role }
    : { shown: false, enabled: false, role: '' };
}

export function associationView(state: AssociationState, describe: DescribeError = asCode) {
  return {
    manual: manualInput(state.slots),
    identifiers: identifierBoxes(state.slots, describe),
    association: {
      status: state.status,
      statusLabel: `encoding.statuses.${state.status}`,
      errors: [...new Set(state.errors.map((error) => describe(error.errorCode, error.ref)))].join(', '),
    },
    canRetry: state.status === 'ERROR',
    canClear: state.status !== 'WRITING',
  };
}
