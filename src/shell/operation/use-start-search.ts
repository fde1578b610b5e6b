import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showError as showErrorText } from '../../core/confirmation/show-error.ts';
import type { DialogService } from '../../core/dialogs.ts';
import { createStartSearch, type StartSearchResult } from '../../core/forms/start-search.ts';
import { showError } from '../../runtime/show-error.ts';
import type { HostReads } from './use-host-reads.ts';

type Found = Extract<StartSearchResult, { type: 'navigate' }>;

export interface StartSearchInput {
  /** false: the form does not start with an RFID search, or the plugin cannot search. */
  enabled: boolean;
  dialogs: DialogService;
  /** The operation's errorMessageView (000 §3): toast or modal. */
  errorMessageView: 'toast' | 'modal';
  /** Goes on to the submit path with the search's navigation state. */
  onFound(found: Found): void;
}

/**
 * The start form's RFID search (000 §2.13, 001 §4.3) as a host of the screen's reader: new tags go to the plugin's
 * start search, one search at a time, with the reader loading meanwhile. Found: on to the submit path. Not found (or a
 * failed call): the error shows and the reader is cleared, so the same tags are searched again when read again.
 */
export function useStartSearch(input: StartSearchInput): HostReads | undefined {
  const { t } = useTranslation();
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const { enabled } = input;
  return useMemo<HostReads | undefined>(
    () =>
      enabled
        ? {
            attach(reader, plugin) {
              const failed = async (show: () => Promise<void>) => {
                await reader.clear().catch(() => undefined);
                await show();
              };
              const gate = createStartSearch({
                setBusy: (busy) => reader.setLoading(busy),
                search: async (reads) => {
                  const { dialogs, errorMessageView, onFound } = latest.current;
                  const search = plugin()?.startSearch;
                  if (!search) return;
                  try {
                    const result = await search(reads);
                    if (result.type === 'navigate') return onFound(result);
                    const text = { title: t(result.title), message: t(result.message, result.params) };
                    await failed(() => showErrorText(dialogs, errorMessageView, text));
                  } catch (error) {
                    await failed(() => showError(dialogs, error, errorMessageView, t));
                  }
                },
              });
              const offClear = reader.onClear(() => gate.clear());
              const offReads = reader.onReads((reads) => void gate.push(reads));
              return () => {
                offReads();
                offClear();
              };
            },
          }
        : undefined,
    [enabled, t],
  );
}
