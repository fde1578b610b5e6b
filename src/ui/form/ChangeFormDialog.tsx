import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormData } from '../../core/forms/dependencies.ts';
import type { FormField } from '../../core/forms/form-field.ts';
import { DialogButton } from '../dialogs/DialogButton.tsx';
import { DialogFrame } from '../dialogs/DialogFrame.tsx';
import { OperationForm } from './OperationForm.tsx';
import type { FormServices } from './form-services.ts';

/** 000 §2.14 / §9: the Change modal closes 500 ms after a valid save. */
export const editFormCloseDelayMs = 500;

/**
 * The page frame's Change modal (000 §2.14): the changeable fields with Save / Cancel. Save is accepted only when the
 * form validation passes; Cancel gives back the data the operation started with.
 */
export function ChangeFormDialog({
  fields,
  data,
  services,
  onSave,
  onCancel,
  onClose,
}: {
  fields: readonly FormField[];
  data: FormData;
  services: FormServices;
  onSave(data: FormData): void;
  onCancel(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onClose, editFormCloseDelayMs);
    return () => clearTimeout(timer);
  }, [saved, onClose]);
  return (
    <DialogFrame title={t('forms.changeTitle')} onClose={onClose} initialFocus={cancelRef} size="lg">
      <div className="mt-4 max-h-[70vh] overflow-auto p-1">
        <OperationForm
          fields={fields}
          diagnostics={[]}
          initialData={data}
          services={services}
          singleRow
          submitLabel={t('forms.save')}
          onSubmit={(changed) => {
            onSave(changed);
            setSaved(true);
          }}
          extraActions={
            <DialogButton ref={cancelRef} onClick={onCancel} disabled={saved}>
              {t('forms.cancel')}
            </DialogButton>
          }
        />
      </div>
    </DialogFrame>
  );
}
