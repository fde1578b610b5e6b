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

export function identifierBoxes(slots: readonly IdentifierSlot[]): IdentifierBox[] {
  return slots.map((slot, index) => ({
    key: `${index}:${slot.identifierType}:${slot.role}`,
    typeLabel: typeLabels[slot.identifierType],
    role: slot.role,
    code: slot.code,
    status: slot.status,
    statusLabel: `encoding.statuses.${slot.status}`,
    error: slot.errors.join(', '),
  }));
}

export function associationView(state: AssociationState) {
  return {
    identifiers: identifierBoxes(state.slots),
    association: {
      status: state.status,
      statusLabel: `encoding.statuses.${state.status}`,
      errors: [...new Set(state.errors.map((error) => error.errorCode))].join(', '),
    },
    canRetry: state.status === 'ERROR',
    canClear: state.status !== 'WRITING',
  };
}
