import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetNode } from '../descriptors/descriptor-types.ts';
import { renderWidgets } from '../../test-support/widget-test-support.tsx';

const openCartons = (body: WidgetNode[]): WidgetNode => ({
  widget: 'button',
  props: { label: 'Cartons' },
  action: {
    type: 'sequence',
    actions: [
      { type: 'modal', title: 'Cartons', body, closeLabel: 'dialogs.back' },
      { type: 'set', path: 'screen.closed', value: true },
    ],
  },
});

describe("the 'modal' action: a dialog whose body is widget nodes", () => {
  it('renders its nodes on the live scope; their actions run; the action goes on only once it is closed', async () => {
    const print = vi.fn(async () => undefined);
    const { scope } = renderWidgets(
      [
        openCartons([
          { widget: 'text', props: { label: 'Printed' }, bind: { value: { var: 'screen.printed' } } },
          {
            widget: 'button',
            props: { label: 'Print C1' },
            action: { type: 'handler', name: 'print', args: { carton: 'C1' } },
          },
        ]),
      ],
      { scope: { screen: { printed: 0 } }, handlers: { print } },
    );
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Cartons' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cartons' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Print C1' }));
    expect(print).toHaveBeenCalledWith({ carton: 'C1' });
    act(() => scope.set('screen', { printed: 1 }));
    expect(dialog).toHaveTextContent('1');
    expect(scope.snapshot().screen).not.toHaveProperty('closed');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(scope.snapshot().screen).toMatchObject({ closed: true }));
  });

  it('shows an error panel in place of a bad body node, the rest of the modal works', async () => {
    const { problems } = renderWidgets([
      openCartons([{ widget: 'no-such-widget' }, { widget: 'text', props: { text: 'Still here' } }]),
    ]);
    expect(problems).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cartons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cartons' });
    expect(dialog).toHaveTextContent("unknown widget 'no-such-widget'");
    expect(dialog).toHaveTextContent('$.regions.main[0].action.actions[0].body[0].widget');
    expect(dialog).toHaveTextContent('Still here');
  });

  it('is as wide as its size says: lg by default, xl for a wide table', async () => {
    renderWidgets([
      {
        widget: 'button',
        props: { label: 'Wide' },
        action: { type: 'modal', title: 'Wide', size: 'xl', body: [{ widget: 'text', props: { text: 'Table' } }] },
      },
      openCartons([{ widget: 'text', props: { text: 'Cartons' } }]),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Wide' }));
    await screen.findByText('Table');
    expect(screen.getByText('Table').closest('.max-w-6xl')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Table')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Cartons' }));
    const body = await screen.findByText('Cartons', { selector: 'p, span, div' });
    expect(body.closest('.max-w-3xl')).not.toBeNull();
  });
});
