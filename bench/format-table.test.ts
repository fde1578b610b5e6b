import { atLeast, atMost } from './bench-contract.ts';
import { formatTable } from './format-table.ts';

describe('formatTable()', () => {
  it('should print one row per figure with its target and result', () => {
    const table = formatTable([atMost('mount', 12.345, 'ms', 50), atLeast('flood', 9000, 'reads/s', 12000)]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^name\s+figure\s+unit\s+target\s+result/);
    expect(lines[2]).toMatch(/^mount\s+12\.3\s+ms\s+≤ 50\s+pass$/);
    expect(lines[3]).toMatch(/^flood\s+9000\s+reads\/s\s+≥ 12000\s+FAIL$/);
  });

  it('should print the peer and the ratio of ours to it', () => {
    const table = formatTable([atMost('paint', 10, 'ms', 50, { name: 'plain list', figure: 400 })]);
    expect(table).toContain('plain list 400 (×0.03)');
  });
});
