import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useReadings } from '../../runtime/render/readings-context.ts';
import { ReadingRows } from '../../ui/readings/ReadingRows.tsx';
import { selectRows } from '../../ui/readings/select-rows.ts';
import { useFrameSnapshot } from '../../ui/readings/use-frame-snapshot.ts';
import { useReaderStatus } from '../../ui/readings/use-reader-status.ts';

export interface ReadingListProps {
  /** Rows per item or per product; the operation's readingsDisplayMode when absent. */
  mode?: 'item' | 'groupedByProduct';
  /** The message of an empty list once reading (000 §2.15). */
  emptyMessage?: 'listEmpty' | 'nothingInList';
}

/**
 * The reading list of 000 §2.15: decoded item rows or product rows, sorted by 000 §4.6, virtualised and repainted at
 * most once per animation frame however fast tags arrive.
 */
export const readingListWidget = defineWidget<'reading-list', ReadingListProps>({
  name: 'reading-list',
  description: 'The decoded reads of the screen, per item or per product, virtualised (000 §2.15).',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      mode: { enum: ['item', 'groupedByProduct'] },
      emptyMessage: { enum: ['listEmpty', 'nothingInList'] },
    },
  },
  component: function ReadingListWidget({ props, node }) {
    const { t } = useTranslation();
    const readings = useReadings();
    const mode = props.mode ?? readings.displayMode;
    const { rows, removing } = useFrameSnapshot(
      readings.pipeline,
      () => ({
        rows: selectRows(readings.pipeline, mode, readings.newReadingsFirst),
        removing: readings.removeMode !== 'none' && (readings.removeMode === 'sku' || readings.pipeline.removeOn()),
      }),
      mode,
    );
    const readerStatus = useReaderStatus(readings.reader);
    if (rows.length === 0) {
      const key = readerStatus === 'off' ? 'pressStart' : (props.emptyMessage ?? 'listEmpty');
      return (
        <p data-widget-id={node.id} className="py-16 text-center text-xl text-neutral-400">
          {t(`readings.empty.${key}`)}
        </p>
      );
    }
    return (
      <div data-widget-id={node.id}>
        <ReadingRows rows={rows} mode={mode} readings={readings} removing={removing} />
      </div>
    );
  },
});
