import { format } from 'date-fns';

/** 000 §9 tag CSV export: the file name tags_yyyyMMdd_HHmmss.csv. */
export function tagsCsvFileName(at: Date): string {
  return `tags_${format(at, 'yyyyMMdd_HHmmss')}.csv`;
}

/** 000 §9: header 'EPC;TID', one line per item (epc, tid or empty), semicolon separated. */
export function tagsCsv(rows: Iterable<{ epc?: string; tid?: string }>): string {
  const lines = ['EPC;TID'];
  for (const row of rows) lines.push(`${row.epc ?? ''};${row.tid ?? ''}`);
  return `${lines.join('\n')}\n`;
}
