import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import type { ApiClient } from '../../src/api/http-client.ts';
import { parseLoggedUser } from '../../src/core/logged-user.ts';
import { parseOperation } from '../../src/core/operation-config/parse-operation.ts';
import { createFakeReaderPort } from '../../src/test-support/fake-reader-port.ts';
import { tagInfoPlugin } from '../../src/plugins/tag-info/index.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { OperationScreen } from '../../src/shell/operation/OperationScreen.tsx';
import { DialogHost } from '../../src/ui/dialogs/DialogHost.tsx';
import { ReaderPortContext } from '../../src/runtime/render/reader-port-context.ts';
import { demoDecodedReads } from '../support/demo-readings.ts';

const user = parseLoggedUser({ id: 'u1', username: 'operator', capabilities: ['Operation.TagInfo.perform'] });
const { operation } = parseOperation({
  id: 'op-tag-info',
  code: 'TAG-INFO',
  type: 'TAG_INFO',
  description: 'Tag info',
  formSchema: [],
  options: {
    autostartAntenna: 'true',
    readingsDisplayMode: 'item',
    newReadingsFirst: 'true',
    batchInterval: 'true',
    batchIntervalTagCount: '12',
    errorStates: 'INVALID_IDENTIFIER,ITEM_NOT_IN_STOCK',
    warningStates: 'MISSING_SYSTEM_TAG',
  },
});

/** The tag info screen as the app renders it (OperationScreen + plugin + descriptor), over a fake reader and API. */
function TagInfoStory({ tags }: { tags: number }) {
  const [setup] = useState(() => {
    const reads = demoDecodedReads(tags);
    const byCode = new Map(reads.map((read) => [read.identifierCode, read]));
    const api = {
      post: async (_path: string, init?: { body?: unknown }) =>
        (init?.body as { identifierCodes: string[] }).identifierCodes.flatMap((code) => byCode.get(code) ?? []),
      get: async () => ({ content: [] }),
      authorizedUrl: (path: string) => `/${path}`,
    } as unknown as ApiClient;
    return { api, reader: createFakeReaderPort('on'), dialogs: createDialogService(), reads };
  });
  useEffect(() => {
    const timer = setTimeout(() => setup.reader.emit(setup.reads.map((read) => ({ epc: read.identifierCode }))), 50);
    return () => clearTimeout(timer);
  }, [setup]);
  return (
    <ReaderPortContext.Provider value={setup.reader}>
      <OperationScreen
        screen="tag-info/reading"
        operation={operation}
        plugin={tagInfoPlugin}
        user={user}
        api={setup.api}
        dialogs={setup.dialogs}
      />
      <DialogHost service={setup.dialogs} />
    </ReaderPortContext.Provider>
  );
}

const meta = { title: 'Screens/tag-info/reading', component: TagInfoStory } satisfies Meta<typeof TagInfoStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reading: Story = {
  name: 'Tags read, batch validated and listed, Export offered (000 §2.12)',
  args: { tags: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tag info' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    const list = await canvas.findByRole('list', { name: 'Readings' });
    await expect((await within(list).findAllByText('invalid tag')).length).toBe(2);
  },
};
