import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, VIEWPORTS } from './helpers';

// «Как считает Креолаб» is open to everyone: a guest who got a result by link or a PDF report
// reads how accurate its numbers are without an account.
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`a guest reads how the numbers are checked at ${size} size`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/method');
    await expect(page).toHaveTitle(/Как считает Креолаб/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Как считает Креолаб' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/method$/);
    const map = page.getByRole('table', { name: /Точность карты внимания/ });
    await expect(map.getByRole('row', { name: /^NSS/ })).toContainText(/\d+\s%/);
    // the contents lead to each section
    await page
      .getByRole('navigation', { name: 'На этой странице' })
      .getByRole('link', { name: 'Чего мы пока не достигли' })
      .click();
    await expect(page.getByRole('heading', { name: 'Чего мы пока не достигли' })).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `/method at ${size}`);
  });
}
