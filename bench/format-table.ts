import type { BenchRow } from './bench-contract.ts';

function formatFigure(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return Math.round(value).toString();
  return value.toFixed(Math.abs(value) >= 10 ? 1 : 2);
}

/** The ratio of ours to the peer, written so that > 1 reads as 'ours is that many times the peer's figure'. */
function formatPeer(row: BenchRow): string {
  if (!row.peer) return '';
  const ratio = row.peer.figure === 0 ? Infinity : row.figure / row.peer.figure;
  return `${row.peer.name} ${formatFigure(row.peer.figure)} (×${formatFigure(ratio)})`;
}

/** One plain-text table: name, figure, unit, target, pass/fail, and the peer where there is one. */
export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['name', 'figure', 'unit', 'target', 'result', 'peer (ours ÷ peer)'];
  const body = rows.map((row) => [
    row.name,
    formatFigure(row.figure),
    row.unit,
    row.target,
    row.pass ? 'pass' : 'FAIL',
    formatPeer(row),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 1 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
