import { batchValidateTags } from '../../api/item-decode.ts';
import { tagsCsv, tagsCsvFileName } from '../../core/readings/tags-csv.ts';
import { definePlugin } from '../define-plugin.ts';

/**
 * Tag info (000 §2.12): reads tags, decodes them by batch validate with fetchReplaceIdentifier false, lists them;
 * Export writes the listed tags as tags_yyyyMMdd_HHmmss.csv ('EPC;TID').
 */
export const tagInfoPlugin = definePlugin({
  kind: 'tag-info',
  screens: ['tag-info/reading'],
  readings: {
    screens: ['tag-info/reading'],
    decode: (context, codes) => batchValidateTags(context.api, context.operation.id, codes),
  },
  handlers: {
    exportCsv: async (context) => {
      const pipeline = context.readings;
      if (!pipeline || !context.download) return;
      const rows: { epc?: string; tid?: string }[] = [];
      for (const read of pipeline.reads()) {
        const tag = pipeline.tag(read.identifierCode)?.read;
        rows.push({ epc: tag?.epc ?? (read.epc || read.identifierCode), tid: tag?.tid });
      }
      context.download(tagsCsvFileName(new Date()), tagsCsv(rows), 'text/csv');
    },
  },
});

export default tagInfoPlugin;
