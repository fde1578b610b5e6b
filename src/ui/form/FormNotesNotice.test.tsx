import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../../test-support/form-test-support.tsx';

const schema = [
  { name: 'code', type: 'text', label: 'Code', onChange: 'notAScript' },
  { name: 'qty', type: 'number', label: 'Quantity', required: 'often' },
];

describe('OperationForm: the problems a form works around (000 §3 Form field, §5)', () => {
  it('[000-3-formfield-09] shows admins a folded notice naming each field, its path and the problem', async () => {
    renderForm(schema, { showConfigNotes: true });
    const summary = screen.getByText("This form's configuration has 2 problems (shown to admins)");
    await userEvent.click(summary);
    expect(screen.getByText(/unknown form script notAScript/)).toBeVisible();
    expect(screen.getByText('$.formSchema[0].onChange')).toBeVisible();
    expect(screen.getByText('$.formSchema[1].required')).toBeVisible();
    expect(await screen.findByLabelText(/Code/)).toBeEnabled();
  });

  it('shows operators the form alone', () => {
    renderForm(schema);
    expect(screen.queryByText(/configuration has/)).toBeNull();
    expect(screen.getByLabelText(/Quantity/)).toBeInTheDocument();
  });

  it('speaks Italian', () => {
    renderForm(schema, { showConfigNotes: true, language: 'it' });
    expect(
      screen.getByText('La configurazione di questo modulo ha 2 problemi (visibile agli amministratori)'),
    ).toBeTruthy();
  });
});
