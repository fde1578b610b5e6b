import { useRef } from 'react';
import type { ModalRequest } from '../actions/action-ports.ts';
import { DialogButton } from '../../ui/dialogs/DialogButton.tsx';
import { DialogActions, DialogFrame } from '../../ui/dialogs/DialogFrame.tsx';
import { WidgetNodeView } from './WidgetNodeView.tsx';

/**
 * A `modal` action's dialog: its body nodes render through WidgetNodeView inside the screen's context, so their rules
 * read the screen scope live and their actions go through the screen's dispatcher. Escape and Close close it.
 */
export function DescriptorModal({ request, onClose }: { request: ModalRequest; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame title={request.title} onClose={onClose} initialFocus={closeRef} size={request.size ?? 'lg'}>
      <div className="mt-4 flex max-h-[70vh] flex-col gap-4 overflow-auto p-1">
        {request.body.map((node) => (
          <WidgetNodeView key={node.path} node={node} />
        ))}
      </div>
      <DialogActions>
        <DialogButton ref={closeRef} onClick={onClose}>
          {request.closeLabel}
        </DialogButton>
      </DialogActions>
    </DialogFrame>
  );
}
