import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDialogRequest } from '../../core/dialogs.ts';
import { initialFormData } from '../../core/forms/initial-form-data.ts';
import { parseFormSchema } from '../../core/forms/parse-form-schema.ts';
import { DialogButton } from '../dialogs/DialogButton.tsx';
import { DialogActions, DialogFrame } from '../dialogs/DialogFrame.tsx';
import { OperationForm } from './OperationForm.tsx';
import type { FormServices } from './form-services.ts';

const noPlaceholders = { placeId: undefined, place: undefined };
const fieldSelector = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * An operation form in a modal (the dialog service's `form`): the formSchema parsed, validated and submitted as the
 * start form is, with the screen's form services; the first field takes the focus once the form engine has drawn it.
 */
export function FormDialog({
  request,
  services,
  onResolve,
}: {
  request: FormDialogRequest;
  /** Absent when no screen lent its form services: the dialog says so and can only be closed. */
  services: FormServices | undefined;
  onResolve: (data: Record<string, unknown> | undefined) => void;
}) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // A state, not a ref: Headless UI draws the panel in a portal after its first commit.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const parsed = useMemo(() => parseFormSchema(request.formSchema), [request.formSchema]);
  const placeholders = services?.placeholders;
  const initialData = useMemo(
    () =>
      initialFormData({
        fields: parsed.fields,
        placeholders: placeholders ?? noPlaceholders,
        stored: request.initialData,
      }),
    [parsed.fields, placeholders, request.initialData],
  );
  // Headless UI focuses what this ref holds when it opens: the first field once drawn, Cancel until then.
  const initialFocus = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return body?.querySelector<HTMLElement>(fieldSelector) ?? cancelRef.current;
      },
    }),
    [body],
  );
  useFocusFirstField(body);
  const cancel = () => onResolve(undefined);
  const cancelButton = (
    <DialogButton ref={cancelRef} onClick={cancel}>
      {request.cancelLabel ?? t('dialogs.cancel')}
    </DialogButton>
  );
  return (
    <DialogFrame title={request.title} onClose={cancel} initialFocus={initialFocus} size="lg">
      <div ref={setBody} className="mt-4 max-h-[70vh] overflow-auto p-1">
        {services ? (
          <OperationForm
            fields={parsed.fields}
            diagnostics={parsed.diagnostics}
            initialData={initialData}
            services={services}
            singleRow
            submitLabel={request.submitLabel ?? t('dialogs.confirm')}
            onSubmit={(data) => onResolve(data)}
            extraActions={cancelButton}
          />
        ) : (
          <>
            <p role="alert" className="text-lg text-neutral-300">
              {t('dialogs.formUnavailable')}
            </p>
            <DialogActions>{cancelButton}</DialogActions>
          </>
        )}
      </div>
    </DialogFrame>
  );
}

/**
 * Focuses the first field when it appears (the form engine is loaded with the first form). Until then the dialog
 * itself holds the focus, and Headless UI may move it there once more on its next frame: the field takes it back.
 */
function useFocusFirstField(body: HTMLElement | null) {
  useEffect(() => {
    if (!body) return;
    let frame = 0;
    let frames = 0;
    const focusFirst = () => {
      const field = body.querySelector<HTMLElement>(fieldSelector);
      if (!field) return false;
      if (!body.contains(document.activeElement)) field.focus();
      // Keep it for a few frames, then leave the focus to the operator.
      if (frames++ < 3) frame = requestAnimationFrame(focusFirst);
      return true;
    };
    const observer = new MutationObserver(() => focusFirst() && observer.disconnect());
    observer.observe(body, { childList: true, subtree: true });
    queueMicrotask(() => focusFirst() && observer.disconnect());
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [body]);
}
