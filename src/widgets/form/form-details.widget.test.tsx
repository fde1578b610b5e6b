import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { loadScreen } from '../../runtime/descriptors/load-screen.ts';
import { createScreenScope } from '../../runtime/state/screen-scope.ts';
import { lookupWidget } from '../../runtime/render/define-widget.ts';
import { widgetRegistry } from '../registry.ts';
import { ScreenView } from '../../runtime/render/ScreenView.tsx';
import { FormServicesContext } from '../../ui/form/form-services.ts';
import { fakeDialogs, fakeLookups } from '../../test-support/form-test-support.tsx';

/** A reading screen whose details region shows the start form's values, as schemas/screens bind them. */
function renderDetails(formSchema: unknown[], formData: Record<string, unknown>) {
  const loaded = loadScreen(
    {
      screen: 'test/details',
      title: 'Reading',
      regions: {
        details: [
          {
            widget: 'form-details',
            props: { formSchema: [], operationId: '' },
            bind: { formSchema: { var: 'operation.formSchema' }, operationId: { var: 'operation.id' } },
          },
        ],
        main: [{ widget: 'text', props: { text: 'Main content' } }],
      },
    },
    'test/details.json',
    lookupWidget(widgetRegistry),
  );
  const { dialogs } = fakeDialogs();
  const services = {
    lookups: fakeLookups().lookups,
    dialogs,
    placeholders: { placeId: undefined, place: undefined },
    operationId: 'OP1',
    formContext: 'read',
  };
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <FormServicesContext.Provider value={services}>
        <ScreenView
          registry={widgetRegistry}
          screen={loaded}
          scope={createScreenScope({ operation: { id: 'OP1', formSchema }, formData })}
          ports={{ navigate: vi.fn(), dialogs }}
        />
      </FormServicesContext.Provider>
    </I18nextProvider>,
  );
}

const field = (name: string, label: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'text',
  label,
  ...extra,
});

describe('form-details widget (000 §2.14 Page frame)', () => {
  it("[000-2.14-04] shows the operation detail values with a 'Change' button that opens the edit form", async () => {
    renderDetails(
      [
        field('ddt', 'Delivery note'),
        { name: 'urgent', type: 'checkbox', label: 'Urgent', onValue: 'Y' },
        { name: 'secret', type: 'hidden' },
      ],
      { ddt: 'DDT-1', urgent: 'Y', secret: 'S3' },
    );
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Delivery note').nextSibling).toHaveTextContent('DDT-1');
    expect(within(details).getByText('Urgent').nextSibling).toHaveTextContent('yes');
    expect(within(details).queryByText('S3')).toBeNull();
    await userEvent.click(within(details).getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Delivery note/ })).toHaveValue('DDT-1');
  });

  it('[000-2.14-08] is read-only, without Change, when every field has disableChange', () => {
    renderDetails(
      [field('ddt', 'Delivery note', { disableChange: true }), field('zone', 'Zone', { disableChange: true })],
      { ddt: 'DDT-1', zone: 'Z1' },
    );
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('DDT-1')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it('[000-2.14-12] with 2 or fewer visible fields the details are at the top', () => {
    renderDetails([field('a', 'A'), field('b', 'B'), { name: 'h', type: 'hidden' }, field('c', 'C', { hide: true })], {
      a: '1',
      b: '2',
    });
    const details = screen.getByRole('region', { name: 'Details' });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(details.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('[000-2.14-13] with more than 2 visible fields the details are in the right sidebar', () => {
    renderDetails([field('a', 'A'), field('b', 'B'), field('c', 'C')], { a: '1', b: '2', c: '3' });
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('region', { name: 'Details' })).toHaveTextContent('3');
    expect(screen.getAllByRole('region', { name: 'Details' })).toHaveLength(1);
  });
});
