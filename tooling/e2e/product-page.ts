// The steps most tests of the retail page start with: its product's page opened, and a section of it
// brought into view before the test uses it.
import { expect, type Locator, type Page } from '@playwright/test';
import { visit } from './harness';

/** Opens a product's page (`visit`) and waits for its name as the page's heading: where most tests start. */
export async function visitProduct(page: Page, host: string, product: { path: string; name: string }): Promise<void> {
  await visit(page, `${host}${product.path}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

/** A section of the page, by its exact name, scrolled into view as a shopper would before using it. */
export async function sectionInView(page: Page, name: string): Promise<Locator> {
  const section = page.getByRole('region', { name, exact: true });
  await section.scrollIntoViewIfNeeded();
  return section;
}
