import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClassifiedRead } from '../../core/readings/classify-read.ts';
import { demoRead } from '../../test-support/test-reads.ts';
import { demoItemStatuses } from '../../../stories/support/demo-readings.ts';
import { ItemRow } from './ItemRow.tsx';
import { renderWithAppI18n } from '../../test-support/readings-test-support.tsx';

function classified(zoneWarning: boolean): ClassifiedRead {
  const read = demoRead('E1', [], { id: 'i1', productCode: 'SH305-M', zoneId: 'Z2' });
  return { ...read, item: read.item!, status: zoneWarning ? 'warning' : 'valid', zoneWarning, seq: 1 };
}

describe('ItemRow (000 §2.15)', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('[000-2.15-06] with zoneWarning %s shows %i IN_ANOTHER_ZONE warning chip', (zoneWarning, chips) => {
    renderWithAppI18n(
      <ItemRow read={classified(zoneWarning)} itemStatuses={demoItemStatuses} showProductImage={false} />,
    );
    const shown = screen.queryAllByText('IN_ANOTHER_ZONE');
    expect(shown).toHaveLength(chips);
    if (chips) expect(shown[0]!.className).toMatch(/yellow/);
  });
});
