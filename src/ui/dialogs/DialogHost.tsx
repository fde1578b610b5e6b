import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { DialogEntry, DialogResult, DialogStore } from '../../runtime/dialog-service.ts';
import { useLentFormServices } from '../form/dialog-form-services.ts';
import type { FormServices } from '../form/form-services.ts';
import { ConfirmDialog, type ProductDetailRequest } from './ConfirmDialog.tsx';
import { FeedbackDialog } from './FeedbackDialog.tsx';
import { PinDialog } from './PinDialog.tsx';
import { PostConfirmQuestion } from './PostConfirmQuestion.tsx';
import { SelectDialog } from './SelectDialog.tsx';
import { TextInputDialog } from './TextInputDialog.tsx';
import { Toasts } from './Toasts.tsx';

/** A form dialog brings the form engine: fetched when the first one opens. */
const FormDialog = lazy(() => import('../form/FormDialog.tsx').then((module) => ({ default: module.FormDialog })));

/** The date picker (its calendar and date-fns) is fetched when a form first opens it: no page before the forms needs it. */
const DatePickerDialog = lazy(() =>
  import('./DatePickerDialog.tsx').then((module) => ({ default: module.DatePickerDialog })),
);

export interface DialogHostProps {
  service: DialogStore;
  /** The product card of a confirm with `productDetail` (000 §2.18 showDetailForProduct). */
  renderProductDetail?: (detail: ProductDetailRequest) => ReactNode;
  /** The form services of form dialogs; by default those the screen on show lent (useLendFormServices). */
  formServices?: FormServices;
}

/** Shows the dialog whose turn it is and the toasts of a dialog service; mount it once per app. */
export function DialogHost({ service, renderProductDetail, formServices }: DialogHostProps) {
  const { dialogs, toasts } = useSyncExternalStore(service.subscribe, service.getSnapshot);
  const lentFormServices = useLentFormServices(service);
  const current = dialogs[0];
  const onResolve = (result: DialogResult) => current && service.resolve(current.id, result);
  return (
    <>
      {current && (
        <CurrentDialog
          key={current.id}
          entry={current}
          onResolve={onResolve}
          renderProductDetail={renderProductDetail}
          formServices={formServices ?? lentFormServices}
        />
      )}
      <Toasts toasts={toasts} onDismiss={service.dismissToast} />
    </>
  );
}

function CurrentDialog({
  entry,
  onResolve,
  renderProductDetail,
  formServices,
}: {
  entry: DialogEntry;
  onResolve: (result: DialogResult) => void;
  renderProductDetail: DialogHostProps['renderProductDetail'];
  formServices: FormServices | undefined;
}) {
  switch (entry.kind) {
    case 'confirm':
      return <ConfirmDialog request={entry.request} onResolve={onResolve} renderProductDetail={renderProductDetail} />;
    case 'feedback':
      return <FeedbackDialog request={entry.request} onResolve={() => onResolve(undefined)} />;
    case 'textInput':
      return <TextInputDialog request={entry.request} onResolve={onResolve} />;
    case 'pin':
      return <PinDialog request={entry.request} onResolve={onResolve} />;
    case 'select':
      return <SelectDialog request={entry.request} onResolve={onResolve} />;
    case 'postConfirmQuestion':
      return <PostConfirmQuestion onResolve={onResolve} />;
    case 'datePicker':
      return (
        <Suspense fallback={null}>
          <DatePickerDialog request={entry.request} onResolve={onResolve} />
        </Suspense>
      );
    case 'form':
      return (
        <Suspense fallback={null}>
          <FormDialog request={entry.request} services={formServices} onResolve={onResolve} />
        </Suspense>
      );
  }
}
