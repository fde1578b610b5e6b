import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmRequest } from '../../runtime/dialog-service.types.ts';
import { DialogButton } from './DialogButton.tsx';
import { DialogActions, DialogFrame } from './DialogFrame.tsx';

export type ProductDetailRequest = NonNullable<ConfirmRequest['productDetail']>;

/** 000 §2.18 confirm modal: title, message, optional product card, cancel and confirm (labels may be replaced). */
export function ConfirmDialog({
  request,
  onResolve,
  renderProductDetail,
}: {
  request: ConfirmRequest;
  onResolve: (confirmed: boolean) => void;
  renderProductDetail?: (detail: ProductDetailRequest) => ReactNode;
}) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame title={request.title} onClose={() => onResolve(false)} initialFocus={confirmRef}>
      {request.message && <p className="mt-2 text-lg text-neutral-300">{request.message}</p>}
      {request.productDetail && renderProductDetail && (
        <div className="mt-4 min-h-0 overflow-y-auto">{renderProductDetail(request.productDetail)}</div>
      )}
      <DialogActions>
        <DialogButton onClick={() => onResolve(false)}>{request.cancelLabel ?? t('dialogs.cancel')}</DialogButton>
        <DialogButton ref={confirmRef} variant="primary" onClick={() => onResolve(true)}>
          {request.confirmLabel ?? t('dialogs.confirm')}
        </DialogButton>
      </DialogActions>
    </DialogFrame>
  );
}
