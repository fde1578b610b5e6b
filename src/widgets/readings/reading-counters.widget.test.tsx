import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoReadingsScreen, epcOf } from '../../../stories/support/demo-readings.ts';
import { ReadingsContext } from '../../runtime/render/readings-context.ts';
import { renderWithAppI18n } from '../../test-support/readings-test-support.tsx';
import { readingCountersWidget, type ReadingCountersProps } from './reading-counters.widget.tsx';

const ReadingCounters = readingCountersWidget.component;

async function renderCounters(
  props: ReadingCountersProps,
  expected?: { productCode: string; expected: number }[],
  onAction?: () => Promise<void>,
) {
  const readings = demoReadingsScreen();
  if (expected) readings.pipeline.setExpected(expected);
  renderWithAppI18n(
    <ReadingsContext.Provider value={readings}>
      <ReadingCounters props={props} enabled node={{ path: '$', id: 'counters' }} onAction={onAction} />
    </ReadingsContext.Provider>,
  );
  await act(async () => readings.fill());
  return readings;
}

const counter = (label: string) => screen.getByText(label).closest('[data-counter]') as HTMLElement;

describe('reading-counters widget (000 §4.7)', () => {
  it('[000-4.7-01] [000-4.7-02] [000-4.7-04] without a checklist: grey total, red errors, blue-grey ignored', async () => {
    await renderCounters({});
    expect(await within(counter('read')).findByText('6')).toBeInTheDocument();
    expect(counter('read')).toHaveAttribute('data-colour', 'grey');
    expect(counter('errors')).toHaveAttribute('data-colour', 'red');
    expect(counter('ignored')).toHaveAttribute('data-colour', 'blueGrey');
  });

  it('with expected products: detected/expected in checklist colours, expected and missing', async () => {
    await renderCounters({ counters: ['total', 'expected', 'missing'] }, [
      { productCode: 'SH305-OXF-WHT-M', expected: 3 },
      { productCode: 'JK900-WOO-GRY-S', expected: 2 },
    ]);
    expect(await within(counter('read')).findByText('6/5')).toBeInTheDocument();
    expect(counter('read')).toHaveAttribute('data-colour', 'orange');
    expect(within(counter('expected')).getByText('5')).toBeInTheDocument();
    expect(within(counter('missing')).getByText('2')).toBeInTheDocument();
  });

  it('counts only the reads its filter names, following updates', async () => {
    const readings = await renderCounters({ counters: ['total'], filter: { kindFields: { qcStatus: ['OK'] } } });
    expect(await within(counter('read')).findByText('0')).toBeInTheDocument();
    await act(async () => {
      readings.pipeline.update(epcOf(0), { qcStatus: 'OK' });
      readings.pipeline.update(epcOf(1), { qcStatus: 'KO' });
    });
    expect(await within(counter('read')).findByText('1')).toBeInTheDocument();
  });

  it('[001-2.7-03] [001-2.8-04] [001-2.8-05] with a checklist, unexpected counts reads of other products and over-quantity', async () => {
    await renderCounters({ counters: ['total', 'unexpected'] }, [{ productCode: 'SH305-OXF-WHT-M', expected: 1 }]);
    expect(await within(counter('read')).findByText('6/1')).toBeInTheDocument();
    expect(within(counter('unexpected')).getByText('5')).toBeInTheDocument();
  });

  it('[001-2.8-06] with an action, the total is a button that runs it', async () => {
    const shown: string[] = [];
    await renderCounters({}, undefined, async () => void shown.push('items'));
    const total = await within(counter('read')).findByRole('button', { name: 'Read 6: show the items' });
    await act(async () => total.click());
    expect(shown).toEqual(['items']);
    expect(within(counter('errors')).queryByRole('button')).toBeNull();
  });
});
