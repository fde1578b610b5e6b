import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../../ui/dialogs/dialog-styles.ts';

/**
 * 000 §2.7 backend endpoint (and the QC service's, 002 §7): read-only normally, editable in admin mode and saved on
 * Enter. `label` and `hint` are i18n keys.
 */
export function EndpointField({
  endpoint,
  editable,
  onSave,
  label = 'panel.settingsDialog.endpoint',
  hint = 'panel.settingsDialog.endpointHint',
}: {
  endpoint: string;
  editable: boolean;
  onSave: (endpoint: string) => void;
  label?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(endpoint);
  return (
    <form
      className="mt-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (editable) onSave(value);
      }}
    >
      <label htmlFor={id} className="block text-lg text-neutral-300">
        {t(label)}
      </label>
      <input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="off"
        readOnly={!editable}
        aria-describedby={editable ? `${id}-hint` : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={`${inputClassName} ${editable ? '' : 'text-neutral-400'}`}
      />
      {editable && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-400">
          {t(hint)}
        </p>
      )}
    </form>
  );
}
