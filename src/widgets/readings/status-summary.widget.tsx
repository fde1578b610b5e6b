import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassifiedRead, ReadStatus } from '../../core/readings/classify-read.ts';
import { itemRows, type ReadingRow } from '../../core/readings/reading-rows.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { DialogButton } from '../../ui/dialogs/DialogButton.tsx';
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx';
import { colourClasses, statusColour } from '../../ui/readings/colours.ts';
import { useReadings } from '../../runtime/render/readings-context.ts';
import { ReadingRows } from '../../ui/readings/ReadingRows.tsx';
import { useFrameSnapshot } from '../../ui/readings/use-frame-snapshot.ts';

const summaryStatuses = ['error', 'warning', 'ignored', 'ignoredWithReason'] as const;
type SummaryStatus = (typeof summaryStatuses)[number];

export interface StatusSummaryProps {
  statuses?: SummaryStatus[];
}

/** Summary chips per status (000 §2.15); each opens a modal listing the items with that status. */
export const statusSummaryWidget = defineWidget<'status-summary', StatusSummaryProps>({
  name: 'status-summary',
  description: 'A chip per read status with its count, opening the list of those items (000 §2.15).',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: { statuses: { type: 'array', items: { enum: [...summaryStatuses] }, uniqueItems: true } },
  },
  component: function StatusSummaryWidget({ props, node }) {
    const { t } = useTranslation();
    const readings = useReadings();
    const byStatus = useFrameSnapshot(readings.pipeline, () => readings.pipeline.summary().byStatus);
    const [open, setOpen] = useState<SummaryStatus>();
    const shown = (props.statuses ?? summaryStatuses).filter((status) => byStatus[status] > 0);
    return (
      <div data-widget-id={node.id} className="flex flex-wrap gap-2">
        {shown.map((status) => (
          <button
            key={status}
            type="button"
            data-summary={status}
            onClick={() => setOpen(status)}
            className={`rounded-full px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${colourClasses[statusColour[status]]}`}
          >
            {t(`readings.status.${status}`)} ({byStatus[status]})
          </button>
        ))}
        {open && <StatusItemsDialog status={open} onClose={() => setOpen(undefined)} />}
      </div>
    );
  },
});

function StatusItemsDialog({ status, onClose }: { status: ReadStatus; onClose: () => void }) {
  const { t } = useTranslation();
  const readings = useReadings();
  const closeRef = useRef<HTMLButtonElement>(null);
  const rows = useFrameSnapshot(
    readings.pipeline,
    (): ReadingRow[] => {
      const matching: ClassifiedRead[] = [];
      for (const read of readings.pipeline.reads()) if (read.status === status) matching.push(read);
      return itemRows(matching);
    },
    status,
  );
  return (
    <DialogFrame
      title={t('readings.summaryTitle', { status: t(`readings.status.${status}`) })}
      onClose={onClose}
      initialFocus={closeRef}
      size="lg"
    >
      <ReadingRows rows={rows} mode="item" readings={readings} removing={false} className="mt-4 h-[50vh]" />
      <div className="mt-4 flex justify-end">
        <DialogButton ref={closeRef} variant="primary" onClick={onClose}>
          {t('readings.close')}
        </DialogButton>
      </div>
    </DialogFrame>
  );
}
