import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInOperator } from '../support/operator.ts';

/**
 * The live tables' back office (issue 19): the owner raises a baccarat table's stakes and changes
 * its chips with a reason, sees the list show the change, opens the table's rounds, and finds the
 * change in the audit log with its reason. Baccarat B is changed: the player journeys play at A.
 */
test.describe('back office: the live tables', () => {
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  test('the owner changes a table’s limits and chips with a reason, and the audit keeps it', async ({
    page,
  }) => {
    await logInOperator(page, 'owner', 'Owner12345');
    await page.getByTestId('admin-nav-tables').click();
    await expect(page).toHaveURL(/\/admin\/tables\?brand=lobby/);
    const row = page.getByTestId('table-row-BAC-B');
    await expect(row).toContainText('Baccarat B');
    await expect(page.getByTestId('table-chips-BAC-B')).toHaveText('1 · 5 · 10 · 50 · 100 · 500');
    await expectNoSeriousViolations(page, 'the live tables');

    await page.getByTestId('table-edit-BAC-B').click();
    const dialog = page.getByTestId('table-edit-dialog');
    await expect(dialog.getByTestId('table-edit-limits')).toBeVisible();
    await expectNoSeriousViolations(page, 'a table’s edit');
    await dialog.getByLabel('Most stake on Player', { exact: true }).fill('8000');
    await dialog.getByTestId('table-edit-chips').fill('5, 20, 100, 1000');
    // a least stake above the most and no reason: the form says so and nothing is saved
    await dialog.getByLabel('Least stake on Tie', { exact: true }).fill('900');
    await dialog.getByTestId('table-edit-save').click();
    await expect(dialog.getByText('Give a reason of up to 140 characters.')).toBeVisible();
    await expect(
      dialog.getByText("Enter stakes above 0 in the currency's units, the least not above the most."),
    ).toBeVisible();
    await dialog.getByLabel('Least stake on Tie', { exact: true }).fill('1');
    await dialog.getByTestId('table-edit-reason').fill('e2e: a high-stakes evening');
    await dialog.getByTestId('table-edit-save').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('table-chips-BAC-B')).toHaveText('5 · 20 · 100 · 1,000');
    await expect(page.getByTestId('table-stakes-BAC-B')).toContainText('8,000');

    // the table's rounds, with the house's result of each
    await page.getByTestId('table-rounds-BAC-B').click();
    await expect(page.getByTestId('table-rounds')).toContainText('Rounds of Baccarat B');
    await expect(page.getByTestId('table-rounds-table')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/admin-live-tables.png' });

    // The audit lists the change with its reason, and the chain holds.
    await page.getByTestId('admin-nav-audit').click();
    await expect(page.getByTestId('audit-chain-status')).toHaveAttribute('data-intact', 'true');
    const audit = page.getByTestId('audit-row').first();
    await expect(audit).toContainText('tables.table.update');
    await audit.click();
    await expect(page.getByText('e2e: a high-stakes evening').first()).toBeVisible();
  });
});
