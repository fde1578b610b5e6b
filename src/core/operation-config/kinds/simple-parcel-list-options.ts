/** Options of SIMPLE_PARCEL_LIST (000 §3 Operation, 001 §3 Operation configuration). */
import { defineOptionSpec } from '../option-spec.ts';
import { booleanOption } from '../options/boolean-option.ts';
import { enumOption } from '../options/enum-option.ts';

export const simpleParcelListOptionSpec = defineOptionSpec({
  viewMode: enumOption(
    ['parcel', 'parcelAndAsn'],
    'parcel',
    'List parcels, or parcels grouped by ASN (001 §3, 001 §2.10).',
  ),
  showModalOnConfirm: booleanOption(false, 'Open the required-fields modal on confirm (001 §3).'),
});
