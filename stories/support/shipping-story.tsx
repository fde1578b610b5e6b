import { useState } from 'react';
import { parseLoggedUser } from '../../src/core/logged-user.ts';
import { parseOperation } from '../../src/core/operation-config/parse-operation.ts';
import type { Workstation } from '../../src/core/workstation.ts';
import shippingPlugin from '../../src/plugins/shipping/index.ts';
import { shippingServer, type ShippingServerOptions } from '../../src/test-support/shipping-server.ts';
import { OperationStory } from './operation-story.tsx';

const user = parseLoggedUser({ id: 'u1', username: 'operator', capabilities: ['Operation.Inbound.perform'] });
const inboundGate = { id: 'ws-1', code: 'WS-LOM-INBOUND', description: 'Inbound gate 1', placeId: 'WH-LOM' };

const inboundConfig = {
  id: 'op-inbound',
  code: 'INBOUND',
  type: 'INBOUND',
  description: 'Store inbound',
  formSchema: [
    { name: 'parcelCode', label: { en: 'Parcel', it: 'Collo' }, type: 'text', required: true, disableChange: true },
  ],
  options: {
    shippingMode: 'shipment',
    startAsnScreen: 'asnListAndInputCode',
    hasChecklist: 'true',
    canCreateParcels: 'true',
    startWithRfidSearch: 'true',
    canConfirmWithMissing: 'withWarning',
    canConfirmWithOverQuantity: 'no',
    readingsDisplayMode: 'groupedByProduct',
    warningStates: 'ITEM_IN_ANOTHER_PARCEL',
  },
};
export const { operation: inboundOperation } = parseOperation(inboundConfig);

/** The inbound operation with other options over its own (a story's variant). */
const inboundWith = (options: Record<string, string>) =>
  parseOperation({ ...inboundConfig, options: { ...inboundConfig.options, ...options } }).operation;

export type ShippingStoryScreen = 'shipping/asn-list' | 'shipping/asn' | 'shipping/add-parcel' | 'shipping/reading';

const paths: Record<ShippingStoryScreen, string> = {
  'shipping/asn-list': '/shipping/INBOUND',
  'shipping/asn': '/shipping/INBOUND/asn/asn-5',
  'shipping/add-parcel': '/shipping/INBOUND/asn/asn-5/add/prc-501',
  'shipping/reading': '/shipping/INBOUND/reading',
};

export interface ShippingStoryProps {
  screen: ShippingStoryScreen;
  server?: ShippingServerOptions;
  /** The navigation state the screen opens with (001 §2.2). */
  navigation?: Record<string, unknown>;
  formData?: Record<string, unknown>;
  /** Tags the reader delivers once the screen is up. */
  tags?: string[];
  /** Options over the inbound operation's. */
  options?: Record<string, string>;
}

/** Where the story's router went, for a play to check. */
export const shippingStoryRoute: { history: readonly string[] } = { history: [] };

/** A shipping screen as the app renders it (OperationScreen + the shipping plugin + its descriptor), over fakes. */
export function ShippingStory({ screen, server, navigation, formData, tags, options }: ShippingStoryProps) {
  const [operation] = useState(() => (options ? inboundWith(options) : inboundOperation));
  // The navigation state the screen reads as it is made (001 §2.2), written once before it.
  useState(() => window.history.replaceState({ ...navigation, ...(formData ? { formData } : {}) }, ''));
  const params = {
    opCode: 'INBOUND',
    ...(screen === 'shipping/asn' || screen === 'shipping/add-parcel' ? { asnId: 'asn-5' } : {}),
    ...(screen === 'shipping/add-parcel' ? { parcelId: 'prc-501' } : {}),
  };
  return (
    <OperationStory
      screen={screen}
      path={paths[screen]}
      operation={operation}
      plugin={shippingPlugin}
      params={params}
      user={user}
      workstation={inboundGate as Workstation}
      api={() => shippingServer(server).api}
      tags={tags}
      onHistory={(history) => (shippingStoryRoute.history = history)}
    />
  );
}
