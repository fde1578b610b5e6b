import { useTranslation } from 'react-i18next';
import { filterKey, type ReadFilter } from '../../core/readings/read-filter.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useReadings } from '../../runtime/render/readings-context.ts';
import type { KindChipSpec } from '../../ui/readings/KindChips.tsx';
import { ReadingRows } from '../../ui/readings/ReadingRows.tsx';
import { kindChipsSchema, readFilterSchema } from '../../ui/readings/readings-schemas.ts';
import { selectRows } from '../../ui/readings/select-rows.ts';
import { useFrameSnapshot } from '../../ui/readings/use-frame-snapshot.ts';
import { useReaderStatus } from '../../ui/readings/use-reader-status.ts';

export interface ReadingListProps {
  /** Rows per item or per product; the operation's readingsDisplayMode when absent. */
  mode?: 'item' | 'groupedByProduct';
  /** The message of an empty list once reading (000 §2.15). */
  emptyMessage?: 'listEmpty' | 'nothingInList';
  /** Only the reads that match: two lists of one screen show different parts of its reads. */
  filter?: ReadFilter;
  /** Kind fields item rows show as chips, e.g. the QC status (002 §5). */
  kindChips?: KindChipSpec[];
  /** Grouped rows of expected products not read yet, when the plugin set some (default true). */
  showExpected?: boolean;
}

/**
 * The reading list of 000 §2.15: decoded item rows or product rows, sorted by 000 §4.6, virtualised and repainted at
 * most once per animation frame however fast tags arrive or change.
 */
export const readingListWidget = defineWidget<'reading-list', ReadingListProps>({
  name: 'reading-list',
  description: 'The decoded reads of the screen (or those its filter names), per item or per product (000 §2.15).',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      mode: { enum: ['item', 'groupedByProduct'] },
      emptyMessage: { enum: ['listEmpty', 'nothingInList'] },
      filter: readFilterSchema,
      kindChips: kindChipsSchema,
      showExpected: { type: 'boolean' },
    },
  },
  component: function ReadingListWidget({ props, node }) {
    const { t } = useTranslation();
    const readings = useReadings();
    const { pipeline } = readings;
    const mode = props.mode ?? readings.displayMode;
    const view = { mode, newReadingsFirst: readings.newReadingsFirst, filter: props.filter };
    const { rows, removing, checklist } = useFrameSnapshot(
      pipeline,
      () => ({
        rows: selectRows(pipeline, { ...view, showExpected: props.showExpected }),
        removing: readings.removeMode !== 'none' && (readings.removeMode === 'sku' || pipeline.removeOn()),
        checklist: pipeline.expected().size > 0,
      }),
      `${mode}:${props.showExpected !== false}:${filterKey(props.filter)}`,
      { deferred: true },
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
        <ReadingRows
          rows={rows}
          mode={mode}
          readings={readings}
          removing={removing}
          kindChips={props.kindChips}
          checklist={checklist}
        />
      </div>
    );
  },
});
