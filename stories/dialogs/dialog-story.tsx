import { useEffect, useState } from 'react';
import { createDialogService, type DialogSound } from '../../src/runtime/dialog-service.ts';
import { DialogHost, type DialogHostProps } from '../../src/ui/dialogs/DialogHost.tsx';
import { storyFormServices } from '../forms/form-story-support.tsx';

type Service = ReturnType<typeof createDialogService>;

const describeResult = (result: unknown) =>
  result instanceof Date ? result.toDateString() : result === undefined ? 'undefined' : JSON.stringify(result);

/**
 * A DialogHost on its own service with an 'Open dialog' button; `open` is called on mount too (so the story shows the
 * dialog) and its answer goes to `onResult` and the 'Result' output.
 */
export function DialogStory({
  open,
  onResult,
  playSound,
  renderProductDetail,
  forms = false,
}: {
  open: (service: Service) => Promise<unknown>;
  onResult: (result: unknown) => void;
  playSound?: (sound: DialogSound) => void;
  /** Form dialogs get the story form services (fixture lookups), as an operation screen lends its own. */
  forms?: boolean;
} & Pick<DialogHostProps, 'renderProductDetail'>) {
  const [service] = useState(() => createDialogService({ playSound }));
  const [formServices] = useState(() => (forms ? storyFormServices(service) : undefined));
  const [result, setResult] = useState<string>();
  useEffect(() => {
    let active = true;
    void open(service).then((answer) => {
      if (!active) return;
      setResult(describeResult(answer));
      onResult(answer);
    });
    return () => {
      active = false;
      service.dispose();
    };
  }, [open, onResult, service]);
  const reopen = () =>
    void open(service).then((answer) => {
      setResult(describeResult(answer));
      onResult(answer);
    });
  return (
    <main className="flex min-h-screen flex-col items-start gap-4 bg-neutral-950 p-6 text-neutral-100">
      <button type="button" onClick={reopen} className="rounded-xl bg-neutral-800 px-4 py-3 font-semibold">
        Open dialog
      </button>
      <p>
        Result: <output aria-label="Result">{result ?? '—'}</output>
      </p>
      <DialogHost service={service} renderProductDetail={renderProductDetail} formServices={formServices} />
    </main>
  );
}
