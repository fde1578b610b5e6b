/**
 * SIMPLE_PARCEL_LIST (001 §2.10, §4.6, §4.8): read parcel tags, optionally grouped by shipment, force a parcel with
 * the user's PIN, remove parcels or shipments, then save. Handlers only: the reading is a descriptor in
 * schemas/screens/simple-parcel-list/ and the form is the common start form.
 */
import { emptyParcelList } from '../../core/parcel-list/parcel-list.ts';
import { definePlugin } from '../define-plugin.ts';
import { parcelAction } from './parcel-actions.ts';
import { decodeParcelReads } from './parcel-decode.ts';
import { publish } from './parcel-session.ts';
import { openParcelList } from './restore-parcels.ts';
import { resumeParcelSave, saveParcels } from './save-parcels.ts';

export default definePlugin({
  kind: 'simple-parcel-list',
  translations: ['parcelList', 'shipment'],
  screens: ['simple-parcel-list/form', 'simple-parcel-list/reading'],
  readings: {
    screens: ['simple-parcel-list/reading'],
    decode: decodeParcelReads,
    /** The reader control's Clear: the list starts again. */
    onClear: (context) => publish(context, emptyParcelList),
  },
  lifecycle: {
    'simple-parcel-list/reading': { open: openParcelList },
  },
  /** { "type": "confirm" } */
  confirm: async (context) => saveParcels(context),
  resumeConfirm: resumeParcelSave,
  handlers: { parcelAction },
});
