import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient } from '../../api/http-client.ts';
import { parseLoggedUser } from '../../core/logged-user.ts';
import { parseOperation } from '../../core/operation-config/parse-operation.ts';
import { createFakeReaderPort } from '../../test-support/fake-reader-port.ts';
import { createI18n } from '../../i18n/index.ts';
import { createDialogService } from '../../runtime/dialog-service.ts';
import { OperationScreen } from './OperationScreen.tsx';
import { ReaderPortContext } from '../../runtime/render/reader-port-context.ts';
import { tagInfoPlugin } from '../../plugins/tag-info/index.ts';

const user = parseLoggedUser({ id: 'u1', username: 'operator', capabilities: ['Operation.TagInfo.perform'] });
const { operation } = parseOperation({
  id: 'op-7',
  code: 'TAG-INFO',
  type: 'TAG_INFO',
  description: 'Tag info',
  formSchema: [],
  options: {
    autostartAntenna: 'true',
    readingsDisplayMode: 'item',
    batchInterval: 'true',
    batchIntervalTime: '1000',
    batchIntervalTagCount: '3',
    errorStates: 'INVALID_IDENTIFIER',
    warningStates: 'MISSING_SYSTEM_TAG,UNEXPECTED_TAG',
    ignoreReadingTagsWithPrefixes: 'E2801170',
  },
});

const answers: Record<string, unknown> = {
  E1: {
    identifierCode: 'E1',
    statuses: [],
    item: { id: 'i1', product: { code: 'SH305-M', description: 'Oxford shirt' } },
  },
  E2: {
    identifierCode: 'E2',
    statuses: ['MISSING_SYSTEM_TAG'],
    item: { fakeItemID: 'E2', product: { code: 'KN210-L', description: 'Crew neck' } },
  },
  E3: { identifierCode: 'E3', statuses: ['INVALID_IDENTIFIER'], item: null },
  E4: {
    identifierCode: 'E4',
    statuses: ['UNEXPECTED_TAG'],
    item: { id: 'i4', product: { code: 'TR400-S', description: 'Chino' } },
  },
};

function setup() {
  const post = vi.fn(async (_path: string, init?: { body?: unknown }) => {
    const body = init?.body as { identifierCodes: string[] };
    return body.identifierCodes.map((code) => answers[code]);
  });
  const api = {
    post,
    get: vi.fn(async () => ({ content: [] })),
    authorizedUrl: (path: string) => `/${path}`,
  } as unknown as ApiClient;
  const reader = createFakeReaderPort('on');
  const location = memoryLocation({ path: '/tag-info/TAG-INFO' });
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Router hook={location.hook}>
        <ReaderPortContext.Provider value={reader}>
          <OperationScreen
            screen="tag-info/reading"
            operation={operation}
            plugin={tagInfoPlugin}
            user={user}
            api={api}
            dialogs={createDialogService()}
          />
        </ReaderPortContext.Provider>
      </Router>
    </I18nextProvider>,
  );
  return { post, reader };
}

afterEach(() => vi.restoreAllMocks());

describe('Tag info screen (000 §2.12)', () => {
  it('[000-2.12-01] [000-2.12-02] [000-2.12-03] [000-2.12-05] reads, batch validates, lists, then offers Export', async () => {
    const { post, reader } = setup();
    await waitFor(() => expect(reader.status()).toBe('reading'));
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    act(() =>
      reader.emit([{ epc: 'E1', tid: 'T1' }, { epc: 'E2' }, { epc: 'E28011700000AA' }, { epc: 'E1' }, { epc: 'E3' }]),
    );
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('api/v1/operations/tagInfo/batchValidate', {
      body: { operationId: 'op-7', fetchReplaceIdentifier: false, identifierCodes: ['E1', 'E2', 'E3'] },
      expectBody: true,
    });
    const list = await screen.findByRole('list', { name: 'Readings' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByText('unknown tag')).toBeInTheDocument();
    expect(within(list).getByText('valid')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('[000-2.12-06] [000-7.7-03] [000-9-58] [000-9-59] [000-9-60] [000-9-61] exports the listed tags as tags_yyyyMMdd_HHmmss.csv with EPC;TID lines', async () => {
    const { reader } = setup();
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:x'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await waitFor(() => expect(reader.status()).toBe('reading'));
    act(() => reader.emit([{ epc: 'E1', tid: 'T1' }, { epc: 'E2' }, { epc: 'E3' }]));
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(names[0]).toMatch(/^tags_\d{8}_\d{6}\.csv$/);
    expect(await blobs[0]?.text()).toBe('EPC;TID\nE1;T1\nE2;\nE3;\n');
  });

  it('[000-8.3-31] [000-8.3-32] shows the warning statuses of reads by their messages', async () => {
    const { reader } = setup();
    await waitFor(() => expect(reader.status()).toBe('reading'));
    act(() => reader.emit([{ epc: 'E2' }, { epc: 'E4' }, { epc: 'E1' }]));
    const list = await screen.findByRole('list', { name: 'Readings' });
    expect(await within(list).findByText('Unknown tag or not pre-imported into the system')).toBeInTheDocument();
    expect(within(list).getByText('unexpected tag')).toBeInTheDocument();
  });

  it('[000-2.12-04] opens the item info modal on a row with a known item or product', async () => {
    const { reader } = setup();
    await waitFor(() => expect(reader.status()).toBe('reading'));
    act(() => reader.emit([{ epc: 'E1' }, { epc: 'E2' }, { epc: 'E3' }]));
    await userEvent.click(await screen.findByText('SH305-M'));
    expect(await screen.findByRole('dialog', { name: 'Item info' })).toBeInTheDocument();
  });
});
