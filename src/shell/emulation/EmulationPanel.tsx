import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmulationTarget } from '../../device/emulation-hub.ts';
import { emulationReads, type EmulationIdentifierType } from './emulation-reads.ts';
import {
  readEmulationIdentifierType,
  readEmulationList,
  writeEmulationIdentifierType,
  writeEmulationList,
  type SavedEmulation,
} from './emulation-storage.ts';
import { normaliseEmulationInput } from './normalise-emulation-input.ts';

const button =
  'min-h-11 rounded-xl px-4 py-2 font-semibold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50';

/**
 * The emulation modal of 000 §2.19: paste tags, emulate them into the page's reader, save them to a named list,
 * emulate or delete saved entries, switch NFC/UHF (persisted), hide. It floats over the page without blocking it, so
 * the reads can be watched arriving.
 */
export function EmulationPanel(props: {
  target: EmulationTarget;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textareaId = useId();
  const nameId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [type, setType] = useState<EmulationIdentifierType>(() => readEmulationIdentifierType(props.storage));
  const [list, setList] = useState<SavedEmulation[]>(() => readEmulationList(props.storage));
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();

  useEffect(() => textarea.current?.focus(), []);

  const emulate = (value: string) => {
    const values = normaliseEmulationInput(value);
    if (values.length === 0) return setProblem(t('device.emulation.nothingToEmulate'));
    setProblem(undefined);
    props.target.emulate(emulationReads(values, type));
  };
  const saveList = (next: SavedEmulation[]) => {
    setList(next);
    writeEmulationList(props.storage, next);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    saveList([...list, { name: trimmed, value: text }]);
    setName('');
    setNaming(false);
  };
  const switchType = (nfc: boolean) => {
    const next = nfc ? 'NFC' : 'UHF';
    setType(next);
    writeEmulationIdentifierType(props.storage, next);
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onHide();
      }}
      className="fixed bottom-4 left-4 z-50 flex w-[min(32rem,calc(100vw-2rem))] flex-col gap-3 rounded-2xl border border-brand/50 bg-neutral-900 p-4 text-neutral-100 shadow-2xl"
    >
      <div className="flex items-center gap-3">
        <h2 id={titleId} className="mr-auto text-lg font-bold">
          {t('device.emulation.title')}
        </h2>
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={type === 'NFC'}
            onChange={(event) => switchType(event.target.checked)}
          />
          {t('device.emulation.nfc')}
        </label>
      </div>
      <label htmlFor={textareaId} className="text-sm text-neutral-300">
        {t('device.emulation.tags')}
      </label>
      <textarea
        id={textareaId}
        ref={textarea}
        rows={4}
        value={text}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        className="rounded-xl border border-neutral-700 bg-neutral-950 p-3 font-mono text-sm"
      />
      {problem && (
        <p role="alert" className="text-sm text-red-400">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={`${button} bg-brand text-neutral-950`} onClick={() => emulate(text)}>
          {t('device.emulation.emulate')}
        </button>
        <button
          type="button"
          className={`${button} bg-neutral-800`}
          disabled={normaliseEmulationInput(text).length === 0}
          onClick={() => setNaming(true)}
        >
          {t('device.emulation.saveToList')}
        </button>
        <button type="button" className={`${button} ml-auto bg-neutral-800`} onClick={props.onHide}>
          {t('device.emulation.hide')}
        </button>
      </div>
      {naming && (
        <form onSubmit={save} className="flex flex-wrap items-end gap-2">
          <div className="flex grow flex-col gap-1">
            <label htmlFor={nameId} className="text-sm text-neutral-300">
              {t('device.emulation.namePrompt')}
            </label>
            <input
              id={nameId}
              autoFocus
              value={name}
              onChange={(event) => setName(event.target.value)}
              className="min-h-11 rounded-xl border border-neutral-700 bg-neutral-950 px-3"
            />
          </div>
          <button type="submit" className={`${button} bg-brand text-neutral-950`} disabled={!name.trim()}>
            {t('dialogs.save')}
          </button>
          <button type="button" className={`${button} bg-neutral-800`} onClick={() => setNaming(false)}>
            {t('dialogs.cancel')}
          </button>
        </form>
      )}
      {list.length > 0 && (
        <section aria-label={t('device.emulation.saved')}>
          <ul className="flex max-h-48 flex-col gap-1 overflow-auto">
            {list.map((entry, index) => (
              <li key={`${entry.name}-${index}`} className="flex items-center gap-2">
                <button
                  type="button"
                  aria-label={t('device.emulation.emulateSaved', { name: entry.name })}
                  className="grow rounded-lg px-3 py-2 text-left hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-brand"
                  onClick={() => emulate(entry.value)}
                >
                  {entry.name}
                </button>
                <button
                  type="button"
                  aria-label={t('device.emulation.deleteSaved', { name: entry.name })}
                  className="grid size-9 place-items-center rounded-lg hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-brand"
                  onClick={() => saveList(list.filter((_, other) => other !== index))}
                >
                  <span aria-hidden>×</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
