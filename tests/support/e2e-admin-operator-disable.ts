import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './e2e-axe.ts';
import { onPhone, press } from './e2e-press.ts';
import {
  fillOperatorCode,
  openConsoleSection,
  sendWithOperatorCode,
  signInAsOperator,
} from './e2e-operator.ts';
import { keepScreenshot } from './e2e-screenshot.ts';

function shot(page: Page, name: string) {
  return keepScreenshot(page, {
    path: `test-results/screens/${test.info().project.name}/${name}.png`,
    fullPage: true,
  });
}

/**
 * Disabling an operator from the console (decision 085); run by operator-disable.spec.ts
 * at both widths (desktop, and 390×844 with touch). The operator disabled is
 * added by the test itself: the demo operator signs every other console test in.
 */
export function operatorDisableTests() {
  test('an operator disables another through the dialog, which asks for a code', async ({
    page,
  }) => {
    const device = onPhone() ? 'phone' : 'desk';
    const email = `e2e.disable.${device}.${Date.now()}@example.ca`;
    const name = `Disabled ${device === 'phone' ? 'Phone' : 'Desk'} Operator`;
    await signInAsOperator(page);
    await sendWithOperatorCode(page.request, page.url(), '/api/admin/operators/create', {
      email,
      fullName: name,
    });

    await openConsoleSection(page, 'Operators', 'Operators');
    const list = page.getByRole(onPhone() ? 'list' : 'table', { name: 'Operators', exact: true });
    const row = list.locator(onPhone() ? 'li' : 'tr').filter({ hasText: email });
    await expect(row.getByText('Active', { exact: true })).toBeVisible({ timeout: 10_000 });
    await press(row.getByRole('button', { name: `Disable ${name}`, exact: true }));

    const dialog = page.getByRole('dialog', { name: `Disable ${name}?` });
    await expect(dialog).toBeVisible();
    await fillOperatorCode(
      page,
      dialog.getByRole('textbox', { name: /Code from your authenticator app/ }),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'admin-operator-disable-dialog');
    await press(dialog.getByRole('button', { name: 'Disable operator' }));
    await expect(
      page.getByText(`Disabled ${email}; their sessions have ended and they can no longer log in.`),
    ).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Enable ${name}`, exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'admin-operators-disabled');
  });
}
