import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from '../../api/http-client.ts';
import { parseOperation } from '../../core/operation-config/parse-operation.ts';
import { fakeDialogs, keyTranslate } from '../../test-support/confirmation/fake-dialogs.ts';
import { runtimeParts } from '../../test-support/plugin-context.ts';
import type { PluginContext } from '../define-plugin.ts';
import { createItemLookups, keptAnswers, type FoundResults } from './conveyor-lookups.ts';

function setup() {
  const { operation } = parseOperation({ id: 'op', code: 'C', type: 'TRANSFER_TO_ZONE' });
  const get = vi.fn(async (_path: string, init?: RequestOptions) => ({
    content: (init?.query?.identifierCodes as string[])
      .filter((code) => code.startsWith('E'))
      .map((code) => ({ id: `i-${code}`, identifiers: [{ code }], product: { code: `P-${code}` } })),
  }));
  const context = {
    api: { get } as unknown as ApiClient,
    dialogs: fakeDialogs(),
    operation,
    translate: keyTranslate,
    ...runtimeParts(),
  } as unknown as PluginContext<'transfer-to-zone'>;
  const answers: FoundResults[] = [];
  const lookups = createItemLookups(context, (results) => answers.push(results), vi.fn());
  const asked = () => get.mock.calls.map(([, init]) => init?.query?.identifierCodes as string[]);
  return { lookups, answers, asked };
}

describe('createItemLookups()', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('[001-7-ttz-07] searches identifiers read close together in one call of at most 50, then answers from the session', async () => {
    const { lookups, answers, asked } = setup();
    const codes = Array.from({ length: 60 }, (_, n) => `E${n}`);
    expect(lookups.request(codes.slice(0, 30)).size).toBe(0);
    lookups.request([...codes.slice(30), 'U1', 'E0']);
    await vi.advanceTimersByTimeAsync(100);
    expect(asked().map((batch) => batch.length)).toEqual([50, 11]);
    expect(answers.flatMap((results) => [...results.values()]).filter((item) => item === null)).toHaveLength(1);
    const again = lookups.request(['E0', 'U1']);
    expect([...again]).toEqual([
      ['E0', { itemId: 'i-E0', productCode: 'P-E0', description: '' }],
      ['U1', null],
    ]);
    expect(asked()).toHaveLength(2);
  });

  it(`keeps only the newest ${keptAnswers} answers`, async () => {
    const { lookups, asked } = setup();
    for (let n = 0; n <= keptAnswers; n += 50) {
      lookups.request(Array.from({ length: 50 }, (_, k) => `E${n + k}`));
      await vi.advanceTimersByTimeAsync(60);
    }
    const searches = asked().length;
    expect(lookups.request(['E0']).size).toBe(0);
    expect(lookups.request([`E${keptAnswers}`]).size).toBe(1);
    await vi.advanceTimersByTimeAsync(60);
    expect(asked()).toHaveLength(searches + 1);
  });
});
