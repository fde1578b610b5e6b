import { useState } from 'react';
import { parseLoggedUser } from '../../src/core/logged-user.ts';
import { parseOperation } from '../../src/core/operation-config/parse-operation.ts';
import type { Workstation } from '../../src/core/workstation.ts';
import sortingPlugin from '../../src/plugins/sorting/index.ts';
import {
  sortingServer,
  storySortingId,
  storyZone,
  type SortingServerOptions,
} from '../../src/test-support/sorting-server.ts';
import { OperationStory } from './operation-story.tsx';

const user = parseLoggedUser({
  id: 'u1',
  username: 'operator',
  capabilities: ['Operation.Sorting.perform', 'Resource.Sorting.confirm.perform'],
});
const packingBench = { id: 'ws-1', code: 'WS-LOM-PACK', description: 'Packing bench 1', placeId: 'WH-LOM' };

/** The demo SORTING operation (sandbox seed), its options given as strings as the server sends them. */
export function sortingOperation(options: Record<string, string> = {}) {
  return parseOperation({
    id: 'op-sorting',
    code: 'SORTING',
    type: 'SORTING',
    description: 'Store replenishment sorting',
    formSchema: [
      { name: 'description', label: { en: 'Description', it: 'Descrizione' }, type: 'text', required: true },
    ],
    options: {
      enableOriginZone: 'true',
      enablePicking: 'true',
      showCreateButton: 'true',
      showCloseButton: 'true',
      showDeleteButton: 'true',
      pricingEnabled: 'true',
      showTransactionDateModal: 'true',
      itemConfirmMode: 'partial',
      errorStates: 'SORTING_GROUP_NOT_FOUND,NOT_IN_ZONE',
      warningStates: 'ALREADY_READ',
      ignoreStates: 'INVALID_IDENTIFIER,ITEM_UNKNOWN',
      ...options,
    },
  }).operation;
}

export type SortingStoryScreen = 'sorting/list' | 'sorting/create' | 'sorting/reading';

const paths: Record<SortingStoryScreen, string> = {
  'sorting/list': '/sorting/SORTING',
  'sorting/create': '/sorting/SORTING/start',
  'sorting/reading': '/sorting/SORTING/reading',
};

export interface SortingStoryProps {
  screen: SortingStoryScreen;
  server?: SortingServerOptions;
  /** Options over the demo operation's. */
  options?: Record<string, string>;
  /** Tags the reader delivers once the screen is up. */
  tags?: string[];
}

/** Where the story's router went, for a play to check. */
export const sortingStoryRoute: { history: readonly string[] } = { history: [] };

/** A sorting screen as the app renders it (OperationScreen + the sorting plugin + its descriptor), over fakes. */
export function SortingStory({ screen, server, options, tags }: SortingStoryProps) {
  // The reading opens on the list's row (001 §2.13): its sortingId and origin zone in the navigation state.
  useState(() => window.history.replaceState({ sortingId: storySortingId, originZoneId: storyZone.id }, ''));
  const [operation] = useState(() => sortingOperation(options));
  return (
    <OperationStory
      screen={screen}
      path={paths[screen]}
      operation={operation}
      plugin={sortingPlugin}
      params={{ opCode: 'SORTING' }}
      user={user}
      workstation={packingBench as Workstation}
      api={() => sortingServer(server).api}
      tags={tags}
      onHistory={(history) => (sortingStoryRoute.history = history)}
    />
  );
}
