import { type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { signIn } from './sign-in.ts';

/** The day buttons of the date picker are named MM/dd/yyyy in English (000 §2.18). */
function todayLabel(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(now.getMonth() + 1)}/${two(now.getDate())}/${now.getFullYear()}`;
}

async function pickToday(page: Page, opener: string) {
  await page.getByRole('button', { name: opener, exact: true }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('button', { name: todayLabel() }).click();
  await expect(picker).toBeHidden();
}

test.describe('the operation start form (000 §2.13, §3 Form field, §5 Forms)', () => {
  test('[001-1-04] [001-2.3-01] [001-2.3-05] [001-2.3-10] [001-5-44] [000-2.13-01] [000-2.13-06] [000-2.13-13] [000-4.11-03] [000-5-forms-07] [000-5-forms-14] an operator fills a 12-field form and goes on to reading', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    const workstationCard = page.getByRole('button', { name: /^Workstation/ });
    await expect(page.getByRole('button', { name: /^User/ })).toContainText('operator');
    const choose = page.getByRole('dialog', { name: 'select workstation' });
    // The card opens its dialog once the start-up data is in; on a busy machine that may take a moment.
    await expect(async () => {
      if (!(await choose.isVisible())) await workstationCard.click();
      await expect(choose.getByRole('button', { name: 'Inbound gate 1' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await choose.getByRole('button', { name: 'Inbound gate 1' }).click();
    await expect(workstationCard).toContainText('Inbound gate 1');

    await page.getByRole('button', { name: 'Detailed item list' }).click();
    await expect(page).toHaveURL(/\/simple-item-list\/ITEM-LIST-DETAILED$/);
    await expect(page.getByRole('heading', { name: 'Detailed item list' })).toBeVisible();

    // A select with two options opens the select modal; choosing Invoice shows the invoice date (a dependency).
    await expect(page.getByRole('button', { name: 'Invoice date' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Document type' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Invoice' }).click();
    await expect(page.getByRole('button', { name: 'Document type' })).toHaveText(/Invoice/);
    await pickToday(page, 'Invoice date');

    // Upper-cased while typing; a wrong pattern is refused with the field's own message.
    const documentNumber = page.getByRole('textbox', { name: /Document number/ });
    await documentNumber.fill('ab12');
    await expect(documentNumber).toHaveValue('AB12');

    await pickToday(page, 'Period From');
    await pickToday(page, 'Period To');

    // The zones of the workstation's place come from the sandbox.
    const zone = page.getByRole('combobox', { name: 'Origin zone' });
    await zone.fill('stock');
    await page.getByRole('option', { name: /Main stock - WH-LOM-STOCK/ }).click();
    await expect(zone).toHaveValue('Main stock - WH-LOM-STOCK');

    await page.getByRole('spinbutton', { name: /Quantity/ }).fill('12');
    await expect(page.getByRole('textbox', { name: /Urgency reason/ })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Urgent' }).check();
    await page.getByRole('textbox', { name: /Urgency reason/ }).fill('Store opening');
    await page.getByRole('textbox', { name: /Batch code/ }).fill('42');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Two letters and four digits, e.g. AB1234').first()).toBeVisible();
    await expect(page).toHaveURL(/\/simple-item-list\/ITEM-LIST-DETAILED$/);

    await documentNumber.fill('ab1234');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/simple-item-list\/ITEM-LIST-DETAILED\/reading$/);

    const submitted = await page.evaluate(
      () => (window.history.state as { formData?: Record<string, unknown> }).formData,
    );
    expect(submitted).toMatchObject({
      documentType: 'INV',
      documentNumber: 'AB1234',
      originZone: { code: 'WH-LOM-STOCK' },
      originZoneCode: 'WH-LOM-STOCK',
      quantity: 12,
      urgent: true,
      urgencyReason: 'Store opening',
      batchCode: '00000042',
    });
    expect(typeof submitted?.periodFrom).toBe('number');
    expect(submitted?.periodTo).toBe(submitted?.periodFrom);
  });
});
