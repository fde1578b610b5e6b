import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidgets } from '../../test-support/widget-test-support.tsx';

const parcel = (
  code: string,
  state: Partial<Record<'detected' | 'unexpected' | 'forced', boolean>> = {},
  asnCode = 'A1',
) => ({
  code,
  asnCode,
  parcelEntryQuantity: state.detected ? 1 : 0,
  detected: false,
  unexpected: false,
  forced: false,
  ...state,
});

describe('parcel-list widget (001 §2.10)', () => {
  it('[001-2.10-04] [001-2.10-05] shows each parcel with its counter and state; Remove once detected, Force while to read; presses carry what and which', async () => {
    const parcelAction = vi.fn(async () => undefined);
    renderWidgets(
      [
        {
          widget: 'parcel-list',
          props: { rows: [parcel('P2', { detected: true, unexpected: true }), parcel('P1')] },
          action: { type: 'handler', name: 'parcelAction', args: { event: { var: 'event' } } },
        },
      ],
      { handlers: { parcelAction } },
    );
    const list = screen.getByRole('list', { name: 'Parcels (2)' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('P2');
    expect(first).toHaveTextContent('unexpected');
    expect(second).toHaveTextContent('to read');
    expect(within(second!).queryByRole('button', { name: 'Delete parcel P1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Force parcel P1' }));
    expect(parcelAction).toHaveBeenLastCalledWith({ event: { kind: 'force', code: 'P1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete parcel P2' }));
    expect(parcelAction).toHaveBeenLastCalledWith({ event: { kind: 'remove', code: 'P2' } });
  });

  it('[001-2.10-07] [001-2.10-08] [001-2.10-11] [001-2.10-12] groups by shipment with detected/total in its colour, and removes a group', async () => {
    const parcelAction = vi.fn(async () => undefined);
    renderWidgets(
      [
        {
          widget: 'parcel-list',
          props: {
            grouped: true,
            groups: [
              { asnCode: 'A1', detected: 3, total: 2, colour: 'orange', parcels: [parcel('P1', { detected: true })] },
              {
                asnCode: 'A2',
                detected: 2,
                total: 2,
                colour: 'green',
                parcels: [parcel('P3', { detected: true }, 'A2')],
              },
            ],
          },
          action: { type: 'handler', name: 'parcelAction', args: { event: { var: 'event' } } },
        },
      ],
      { handlers: { parcelAction } },
    );
    const first = screen.getByRole('region', { name: 'Shipment A1' });
    expect(within(first).getByLabelText('3 detected of 2').closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'orange',
    );
    expect(
      within(screen.getByRole('region', { name: 'Shipment A2' }))
        .getByText('2/2')
        .closest('[data-colour]'),
    ).toHaveAttribute('data-colour', 'green');
    await userEvent.click(screen.getByRole('button', { name: 'Remove shipment A1' }));
    expect(parcelAction).toHaveBeenLastCalledWith({ event: { kind: 'removeAsn', asnCode: 'A1' } });
  });

  it('[000-2.15-11] [000-2.15-12] [000-2.15-13] [000-2.15-14] [000-3-parcelrow-01] [000-3-parcelrow-02] [000-4.8-01] [000-4.8-02] [000-4.8-03] [000-4.8-04] [000-4.8-05] each row: code, read counter and the badge of its state; delete only once detected', () => {
    renderWidgets([
      {
        widget: 'parcel-list',
        props: {
          rows: [
            { ...parcel('P-UNEXPECTED', { detected: true, unexpected: true }), parcelEntryQuantity: 4 },
            parcel('P-TO-READ'),
            { ...parcel('P-FORCED', { detected: true, forced: true }), parcelEntryQuantity: 0 },
            { ...parcel('P-OK', { detected: true }), parcelEntryQuantity: 7 },
            { ...parcel('P-REMOVED', { detected: true }), removed: true },
          ],
        },
      },
    ]);
    const rows = within(screen.getByRole('list', { name: 'Parcels (5)' })).getAllByRole('listitem');
    const shown = rows.map((row) => ({
      code: row.querySelector('[data-parcel]')?.getAttribute('data-parcel'),
      counter: within(row).getByLabelText('detected/expected').textContent,
      badge: row.querySelector('[data-state]')?.getAttribute('data-state'),
      text: row.textContent,
      deletable: within(row).queryByRole('button', { name: /^Delete parcel/ }) !== null,
    }));
    expect(shown.map(({ code, counter, badge, deletable }) => [code, counter, badge, deletable])).toEqual([
      ['P-UNEXPECTED', '4', 'unexpected', true],
      ['P-TO-READ', '0', 'toRead', false],
      ['P-FORCED', '0', 'forced', true],
      ['P-OK', '7', 'ok', true],
      ['P-REMOVED', '1', 'removed', false],
    ]);
    expect(shown.map(({ text }) => text)).toEqual([
      expect.stringContaining('unexpected'),
      expect.stringContaining('to read'),
      expect.stringContaining('forced'),
      expect.stringContaining('ok'),
      expect.stringContaining('removed'),
    ]);
  });

  it('says what to do while there is no parcel', () => {
    renderWidgets([{ widget: 'parcel-list', props: { rows: [], emptyText: 'forms.pressStartToRead' } }]);
    expect(screen.getByText('Press start to read')).toBeInTheDocument();
  });
});
