import { useState } from 'react';
import { parseLoggedUser } from '../../src/core/logged-user.ts';
import { parseOperation } from '../../src/core/operation-config/parse-operation.ts';
import type { Workstation } from '../../src/core/workstation.ts';
import parcelListPlugin from '../../src/plugins/simple-parcel-list/index.ts';
import { parcelListServer } from '../../src/test-support/parcel-list-server.ts';
import { OperationStory } from './operation-story.tsx';

const user = parseLoggedUser({ id: 'u1', username: 'operator', capabilities: ['Operation.SimpleParcelList.perform'] });
const packingBench = { id: 'ws-1', code: 'WS-LOM-PACK', description: 'Packing bench 1', placeId: 'WH-LOM' };

export interface ParcelListStoryProps {
  viewMode: 'parcel' | 'parcelAndAsn';
  /** Tags the reader delivers once the screen is up. */
  tags?: string[];
}

/** The simple parcel list reading as the app renders it (OperationScreen + the plugin + its descriptor), over fakes. */
export function ParcelListStory({ viewMode, tags }: ParcelListStoryProps) {
  // The start form's data came with the navigation (the form has no field and submitted at once).
  useState(() => window.history.replaceState({ formData: {} }, ''));
  const [operation] = useState(
    () =>
      parseOperation({
        id: 'op-parcels',
        code: 'PARCEL-LIST-ASN',
        type: 'SIMPLE_PARCEL_LIST',
        description: 'Parcel check-in by shipment',
        formSchema: [],
        options: { viewMode },
      }).operation,
  );
  return (
    <OperationStory
      screen="simple-parcel-list/reading"
      path="/simple-parcel-list/PARCEL-LIST-ASN/reading"
      operation={operation}
      plugin={parcelListPlugin}
      params={{ opCode: 'PARCEL-LIST-ASN' }}
      user={user}
      workstation={packingBench as Workstation}
      api={() => parcelListServer().api}
      tags={tags}
      onHistory={() => undefined}
    />
  );
}
