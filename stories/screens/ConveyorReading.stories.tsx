import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient, RequestOptions } from '../../src/api/http-client.ts';
import { parseLoggedUser } from '../../src/core/logged-user.ts';
import { parseOperation } from '../../src/core/operation-config/parse-operation.ts';
import type { Workstation } from '../../src/core/workstation.ts';
import transferToZonePlugin from '../../src/plugins/transfer-to-zone/index.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { OperationScreen } from '../../src/shell/operation/OperationScreen.tsx';
import { boxMessages } from '../../src/test-support/conveyor-fixtures.ts';
import { scriptedEventSources } from '../../src/test-support/scripted-event-sources.ts';
import { DialogHost } from '../../src/ui/dialogs/DialogHost.tsx';

const user = parseLoggedUser({ id: 'u1', username: 'operator', capabilities: ['Operation.TransferToZone.perform'] });
const workstation = { id: 'ws-1', description: 'Packing bench 1', placeId: 'WH-LOM' } as Workstation;
const operation = parseOperation({
  id: 'op-conveyor',
  code: 'CONVEYOR-TRANSFER',
  type: 'TRANSFER_TO_ZONE',
  templatePath: 'conveyor',
  description: 'Tunnel transfer to zone',
  saveOnReadActionCode: 'conveyorTransferItem',
  formSchema: [{ name: 'conveyor', type: 'select', options: [{ label: 'Inbound tunnel 1', value: 'TUNNEL-01' }] }],
}).operation;
const products: Record<string, string> = {
  '30361F4C0C8D4C400000000A': 'TR100-GAB-NAV-42',
  '30361F4C0C8D4C400000000B': 'KN210-MER-NAV-L',
  '30361F4C0C8D4C400000000C': 'SH305-OXF-WHT-40',
};
const [trousers, knit, shirt] = Object.keys(products) as [string, string, string];
const unknownTag = '3034F4A4C2035EC2F5E10001';

/** The sandbox's answers: items by identifier (001 §7 item search), the supplier, and the save-on-read action. */
const storyApi = (createEventSource: ApiClient['createEventSource']) =>
  ({
    get: async (path: string, init?: RequestOptions) => {
      if (path === 'api/v1/places') return { content: [{ description: 'Lanificio Biella S.p.A.' }] };
      const codes = (init?.query?.identifierCodes ?? []) as string[];
      const found = codes.filter((code) => products[code]);
      return {
        content: found.map((code) => ({
          id: `item-${code.slice(-1)}`,
          identifiers: [{ code }],
          product: { code: products[code], description: `${products[code]!.slice(0, 5)} demo garment` },
        })),
      };
    },
    post: async () => ({ success: true }),
    baseUrl: () => 'http://sandbox.test',
    accessToken: () => 'story-token',
    createEventSource,
  }) as unknown as ApiClient;

interface StoryProps {
  /** The start form's data the reading opens with; none sends it back (001 §2.12). */
  formData?: Record<string, unknown>;
  /** What the conveyor does once its stream opens. */
  script: 'twoBoxes' | 'silent';
}

/** The conveyor reading as the app renders it (OperationScreen + plugin + descriptor), its event stream scripted. */
function ConveyorReadingStory({ formData, script }: StoryProps) {
  const [setup] = useState(() => {
    window.history.replaceState(formData ? { formData } : null, '');
    const scripted = scriptedEventSources();
    return { scripted, api: storyApi(scripted.factory), dialogs: createDialogService() };
  });
  useEffect(() => {
    if (script === 'silent') return;
    void setup.scripted.next('conveyor/TUNNEL-01').then((source) => {
      source.open();
      source.keepAlive();
      for (const message of boxMessages({ barcode: 'BX000000000001', epcs: [trousers, knit] })) source.send(message);
      const last = { barcode: 'BX000000000002', epcs: [shirt, trousers], unknownEpcs: [unknownTag] };
      for (const message of boxMessages(last)) source.send(message);
    });
  }, [setup, script]);
  return (
    <Router hook={memoryLocation({ path: '/transfer-to-zone/conveyor/CONVEYOR-TRANSFER/reading' }).hook}>
      <OperationScreen
        screen="transfer-to-zone/conveyor-reading"
        operation={operation}
        plugin={transferToZonePlugin}
        user={user}
        workstation={workstation}
        api={setup.api}
        dialogs={setup.dialogs}
      />
      <DialogHost service={setup.dialogs} />
    </Router>
  );
}

const meta = {
  title: 'Screens/transfer-to-zone/conveyor-reading',
  component: ConveyorReadingStory,
} satisfies Meta<typeof ConveyorReadingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
const row = (canvas: ReturnType<typeof within>, label: string) => canvas.getByText(`${label}:`).nextElementSibling;

export const TwoBoxes: Story = {
  name: 'Two boxes through the tunnel: the last box, its counters and the log (001 §2.12, §4.10)',
  args: { formData: { conveyor: 'TUNNEL-01', destinationZoneId: 'z-main' }, script: 'twoBoxes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tunnel transfer to zone' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('Ready')).toBeInTheDocument());
    await waitFor(() => expect(tile(canvas, 'Total ok')).toHaveTextContent('2'));
    await expect(tile(canvas, 'Unknown')).toHaveTextContent('1');
    await expect(row(canvas, 'Status')).toHaveTextContent('awaiting');
    await expect(row(canvas, 'Barcode read')).toHaveTextContent('BX000000000002');
    await waitFor(() => expect(row(canvas, 'Supplier')).toHaveTextContent('Lanificio Biella S.p.A.'));
    const items = canvas.getByRole('list', { name: 'Items in the box (2)' });
    await expect(within(items).getByText('SH305-OXF-WHT-40')).toBeInTheDocument();
    await expect(within(items).getByText('TR100-GAB-NAV-42')).toBeInTheDocument();
    const log = canvas.getByRole('list', { name: 'Events' });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(log).getAllByText('Barcode read')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(await canvas.findByText('No events yet')).toBeInTheDocument();
  },
};

export const Silent: Story = {
  name: "A conveyor that never answers: Offline, 'waiting for product'",
  args: { formData: { conveyor: 'TUNNEL-01' }, script: 'silent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('waiting for product')).toBeInTheDocument();
    await expect(canvas.getByText('Offline')).toBeInTheDocument();
    await expect(tile(canvas, 'Total ok')).toHaveTextContent('0');
    await expect(row(canvas, 'Status')).toHaveTextContent('awaiting');
  },
};

export const NoConveyor: Story = {
  name: 'Opened without a conveyor: back, with the error shown (001 §2.12)',
  args: { script: 'silent' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Choose a conveyor to follow.')).toBeInTheDocument();
    await expect(body.queryByRole('heading', { name: 'Tunnel transfer to zone' })).toBeNull();
  },
};
