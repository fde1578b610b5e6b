import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient } from '../../src/api/http-client.ts';
import { parseLoggedUser } from '../../src/core/logged-user.ts';
import { parseOperation } from '../../src/core/operation-config/parse-operation.ts';
import { createFakeReaderPort } from '../../src/test-support/fake-reader-port.ts';
import type { Workstation } from '../../src/core/workstation.ts';
import simpleItemListPlugin from '../../src/plugins/simple-item-list/index.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { OperationScreen } from '../../src/shell/operation/OperationScreen.tsx';
import { DialogHost } from '../../src/ui/dialogs/DialogHost.tsx';
import { ReaderPortContext } from '../../src/runtime/render/reader-port-context.ts';
import { demoDecodedReads, epcOf } from '../support/demo-readings.ts';

const user = parseLoggedUser({ id: 'u1', username: 'operator', capabilities: ['Operation.SimpleItemList.perform'] });
const packingBench = { id: 'ws-1', code: 'WS-LOM-PACK', description: 'Packing bench 1', placeId: 'WH-LOM' };

function itemListOperation(readingsDisplayMode: 'item' | 'groupedByProduct') {
  return parseOperation({
    id: 'op-item-list',
    code: 'ITEM-LIST',
    type: 'SIMPLE_ITEM_LIST',
    description: 'Item list',
    formSchema: [
      {
        name: 'reason',
        label: { en: 'Reason', it: 'Causale' },
        type: 'select',
        options: [{ label: 'Visual merchandising', value: 'VM' }],
      },
    ],
    options: {
      autostartAntenna: 'true',
      readingsDisplayMode,
      removeMode: 'sku',
      postConfirmAction: 'keepInput',
      showAlertOnExit: 'true',
      executionModeForSyncConfirmation: 'sync',
      errorStates: 'INVALID_IDENTIFIER,ITEM_NOT_IN_STOCK',
      warningStates: 'MISSING_SYSTEM_TAG',
    },
  }).operation;
}

interface StoryProps {
  readingsDisplayMode: 'item' | 'groupedByProduct';
  /** The default workstation has a place (001 §5 'Missing workstation place' otherwise). */
  withPlace: boolean;
}

/** The simple item list reading screen as the app renders it (OperationScreen + plugin + descriptor), over fakes. */
function SimpleItemListStory({ readingsDisplayMode, withPlace }: StoryProps) {
  const [setup] = useState(() => {
    // The start form's data, as the start form hands it over (the reading screen leaves without it, 000 §4.4).
    window.history.replaceState({ formData: { reason: 'VM' } }, '');
    const reads = demoDecodedReads(6);
    const byCode = new Map(reads.map((read) => [read.identifierCode, read]));
    const api = {
      post: async (path: string, init?: { body?: unknown }) =>
        path.endsWith('/batchValidate')
          ? (init?.body as { identifierCodes: string[] }).identifierCodes.flatMap((code) => byCode.get(code) ?? [])
          : {},
      get: async () => ({ content: [] }),
      authorizedUrl: (path: string) => `/${path}`,
      baseUrl: () => '',
      accessToken: () => undefined,
    } as unknown as ApiClient;
    const workstation = { ...packingBench, placeId: withPlace ? packingBench.placeId : '' } as Workstation;
    return {
      api,
      workstation,
      operation: itemListOperation(readingsDisplayMode),
      reader: createFakeReaderPort('on'),
      dialogs: createDialogService(),
      reads,
    };
  });
  useEffect(() => {
    const timer = setTimeout(() => setup.reader.emit(setup.reads.map((read) => ({ epc: read.identifierCode }))), 50);
    return () => clearTimeout(timer);
  }, [setup]);
  return (
    <Router hook={memoryLocation({ path: '/simple-item-list/ITEM-LIST/reading' }).hook}>
      <ReaderPortContext.Provider value={setup.reader}>
        <OperationScreen
          screen="simple-item-list/reading"
          operation={setup.operation}
          plugin={simpleItemListPlugin}
          user={user}
          workstation={setup.workstation}
          api={setup.api}
          dialogs={setup.dialogs}
        />
        <DialogHost service={setup.dialogs} />
      </ReaderPortContext.Provider>
    </Router>
  );
}

const meta = {
  title: 'Screens/simple-item-list/reading',
  component: SimpleItemListStory,
} satisfies Meta<typeof SimpleItemListStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GroupedByProduct: Story = {
  name: 'Items read, grouped by product, a product removed in sku mode (001 §2.9)',
  args: { readingsDisplayMode: 'groupedByProduct', withPlace: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Item list' })).toBeInTheDocument();
    await expect(await canvas.findByText('Reason')).toBeInTheDocument();
    const confirm = await canvas.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    const remove = await canvas.findByRole('button', { name: 'Remove all items of KN210-MER-NAV-L' });
    await userEvent.click(remove);
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Remove all items of KN210-MER-NAV-L' })).toBeNull(),
    );
  },
};

export const PerItem: Story = {
  name: 'Items read, one row per item (readingsDisplayMode item)',
  args: { readingsDisplayMode: 'item', withPlace: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Readings' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(2));
  },
};

/** Confirms once an item is ok, then expects `text` on the page (a toast or a dialog). */
const confirmThenSee =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = await canvas.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(text)).toBeInTheDocument();
  };

export const ConfirmedThenAsked: Story = {
  name: "Confirm: the success toast, then 'Operation complete. Perform another operation?' (001 §4.5)",
  args: { readingsDisplayMode: 'groupedByProduct', withPlace: true },
  play: confirmThenSee('Operation complete. Perform another operation?'),
};

export const MissingWorkstationPlace: Story = {
  name: "A workstation without a place: 'Missing workstation place' (001 §5)",
  args: { readingsDisplayMode: 'groupedByProduct', withPlace: false },
  play: confirmThenSee('Missing workstation place'),
};

export const ItemRowsAndStatuses: Story = {
  name: "[001-1-25] [001-2.15-07] [001-2.15-08] [001-2.15-09] [001-3-decoded-07] [001-2.15-10] [001-2.15-11] [001-4.13-03] [001-8-25] Item rows: identifiers with roles, zone 'place - zone', a status chip, 'detected/expected'",
  args: { readingsDisplayMode: 'item', withPlace: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // ITEM_NOT_IN_STOCK is in errorStates: an error row, its message shown.
    const notInStock = (await canvas.findByText('item not in stock')).closest('[data-read]') as HTMLElement;
    await expect(within(notInStock).getByText('KN210-MER-NAV-L')).toBeInTheDocument();
    // The product's description, size and colour follow its code.
    await expect(notInStock).toHaveTextContent('Merino crew neck · L · Navy');
    await expect(within(notInStock).getByText('EMBEDDED')).toBeInTheDocument();
    await expect(within(notInStock).getByText('serial number')).toBeInTheDocument();
    await expect(within(notInStock).getByText('WH-LOM - WH-LOM-STOCK')).toBeInTheDocument();
    await expect(within(notInStock).getByLabelText('detected/expected')).toHaveTextContent('1/0');
  },
};

export const ProductRowBadges: Story = {
  name: "[001-2.15-12] [001-4.13-04] [001-4.13-09] [001-4.13-10] [001-4.13-12] [001-4.13-13] Product rows aggregate their items: 'Error (n)' and 'Warning (n)' badges",
  args: { readingsDisplayMode: 'groupedByProduct', withPlace: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // KN210-MER-NAV-L holds the item not in stock (errorStates), SH305-OXF-WHT-M the item with a missing system tag
    // (warningStates): each product row is as bad as its worst item.
    await expect(await canvas.findByText('Error (1)')).toBeInTheDocument();
    await expect(await canvas.findByText('Warning (1)')).toBeInTheDocument();
    // Product rows sort error first, then warning, then ignored, then the rest.
    const rank = (status: string | null) => ['error', 'warning', 'ignored'].indexOf(status ?? '') + 1 || 4;
    const ranks = [...canvasElement.querySelectorAll('[data-row]')].map((row) => rank(row.getAttribute('data-status')));
    await expect(ranks.slice(0, 2)).toEqual([1, 2]);
    await expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // No checklist: the total counter is grey; the error, warning and ignored counters red, yellow and blue-grey.
    const counter = (kind: string) => canvasElement.querySelector(`[data-counter="${kind}"]`);
    await waitFor(() => expect(counter('total')?.querySelector('dd')).toHaveTextContent('6'));
    await expect(counter('total')).toHaveAttribute('data-colour', 'grey');
    await expect(counter('error')).toHaveAttribute('data-colour', 'red');
    await expect(counter('warning')).toHaveAttribute('data-colour', 'yellow');
    await expect(counter('ignored')).toHaveAttribute('data-colour', 'blueGrey');
  },
};

export const ProductItems: Story = {
  name: "[001-2.15-14] [001-2.15-15] [001-2.15-16] [001-4.7-04] [001-3-product-01] [001-3-product-02] [001-3-product-03] A product row opens its items: the product's details, its items with identifiers and 'place - zone', removed one by one or all at once (removeMode 'sku')",
  args: { readingsDisplayMode: 'groupedByProduct', withPlace: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByText('KN210-MER-NAV-L / MER / L / NAV'));
    const dialog = await body.findByRole('dialog', { name: 'Product items' });
    await expect(within(dialog).getByRole('img', { name: 'Merino crew neck' })).toBeInTheDocument();
    const shown = Object.fromEntries(
      [...dialog.querySelectorAll('dl > div')].map((entry) => [
        entry.querySelector('dt')?.textContent,
        entry.querySelector('dd')?.textContent,
      ]),
    );
    await expect(shown).toEqual({
      Code: 'KN210-MER-NAV-L',
      Description: 'Merino crew neck',
      Color: 'Navy',
      Model: 'Crew neck',
      Typology: 'REGULAR',
      Size: 'Large',
    });
    const itemRows = () => within(dialog).getAllByRole('row').slice(1);
    await expect(itemRows()).toHaveLength(2);
    for (const row of itemRows()) await expect(within(row).getByText('WH-LOM - WH-LOM-STOCK')).toBeInTheDocument();
    await expect(within(itemRows()[1]!).getByText(epcOf(3))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: `Remove ${epcOf(3)}` }));
    await waitFor(() => expect(itemRows()).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Product items' })).toBeNull());
    await waitFor(() => expect(canvas.queryByText('KN210-MER-NAV-L / MER / L / NAV')).toBeNull());
  },
};

export const HeaderChange: Story = {
  name: "[001-2.15-03] The header's Change opens the form in a modal with Save and Cancel",
  args: { readingsDisplayMode: 'groupedByProduct', withPlace: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change' }));
    const dialog = await body.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
