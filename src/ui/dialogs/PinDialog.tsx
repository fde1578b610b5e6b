import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PinRequest } from '../../runtime/dialog-service.types.ts';
import { DialogButton } from './DialogButton.tsx';
import { DialogActions, DialogFrame } from './DialogFrame.tsx';
import { inputClassName } from './dialog-styles.ts';

/** 000 §2.18 PIN modal ('Enter the pin to force association', 002 force policies): a masked numeric input. */
export function PinDialog({
  request,
  onResolve,
}: {
  request: PinRequest;
  onResolve: (pin: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  return (
    <DialogFrame
      title={request.title ?? t('dialogs.pinTitle')}
      onClose={() => onResolve(undefined)}
      initialFocus={inputRef}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (pin !== '') onResolve(pin);
        }}
      >
        <label htmlFor={inputId} className="mt-4 block text-lg text-neutral-300">
          {t('dialogs.pinLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
          className={`${inputClassName} tracking-[0.5em]`}
        />
        <DialogActions>
          <DialogButton onClick={() => onResolve(undefined)}>{t('dialogs.close')}</DialogButton>
          <DialogButton type="submit" variant="primary" disabled={pin === ''}>
            {t('dialogs.confirm')}
          </DialogButton>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
