import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextInputRequest } from '../../runtime/dialog-service.types.ts';
import { DialogButton } from './DialogButton.tsx';
import { DialogActions, DialogFrame } from './DialogFrame.tsx';
import { inputClassName } from './dialog-styles.ts';

/** 000 §2.18 single-text-input modal: a labelled input, Close / Confirm; Enter confirms; an empty confirm does nothing. */
export function TextInputDialog({
  request,
  onResolve,
}: {
  request: TextInputRequest;
  onResolve: (text: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(request.initialValue ?? '');
  const empty = value.trim() === '';
  return (
    <DialogFrame title={request.title} onClose={() => onResolve(undefined)} initialFocus={inputRef}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!empty) onResolve(value);
        }}
      >
        <label htmlFor={inputId} className="mt-4 block text-lg text-neutral-300">
          {request.label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          className={inputClassName}
        />
        <DialogActions>
          <DialogButton onClick={() => onResolve(undefined)}>{request.cancelLabel ?? t('dialogs.close')}</DialogButton>
          <DialogButton type="submit" variant="primary" disabled={empty}>
            {request.confirmLabel ?? t('dialogs.confirm')}
          </DialogButton>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
