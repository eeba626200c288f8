// Payment options end to end against the real builds and the simulator (issue 18): pay-later in the
// service section, for an anonymous shopper and for a signed-in member with an active PayLater, its
// link to the introduction page, at a phone's and a desktop's width, and in English.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { assertClean, e2eSuite, signIn, visit } from './harness';

const e2e = e2eSuite();
const { host } = e2e;

const SHOES = { path: '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001', name: 'Sepatu Lari Pria Aero Run 2' };

async function payLaterOf(page: Page, sectionName: string, regionName: string) {
  await visit(page, `${host}${SHOES.path}`);
  await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
  const section = page.getByRole('region', { name: sectionName, exact: true });
  await section.scrollIntoViewIfNeeded();
  const region = section.getByRole('region', { name: regionName });
  await region.waitFor();
  return region;
}

describe('payment options', () => {
  for (const width of [360, 1280]) {
    it(`shows pay-later's limit, a member's status and the way to its introduction page, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      const anonymous = await payLaterOf(page, 'Layanan', 'PayLater');
      await anonymous.getByText('Limit hingga Rp8.000.000 per bulan').waitFor();
      await anonymous.getByText('Beli sekarang, bayar belakangan dengan PayLater.').waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);

      await signIn(page, host);
      const member = await payLaterOf(page, 'Layanan', 'PayLater');
      await member.getByText('PayLater kamu aktif. Pilih PayLater saat checkout.').waitFor();
      await member.getByRole('link', { name: 'Pelajari PayLater' }).click();
      await page.waitForURL(`${host}/member/pay-later`);
      await page.getByRole('heading', { level: 1, name: 'Bagian lain dari marketplace' }).waitFor();
      assertClean(tracked);
    });
  }

  it('reads in English', async () => {
    const tracked = await e2e.openPage({ width: 1280 });
    const { page } = tracked;
    await page.context().addCookies([{ name: 'pdp_locale', value: 'en', url: host }]);
    const region = await payLaterOf(page, 'Services', 'PayLater');
    await region.getByText('Limit up to Rp8.000.000 a month').waitFor();
    await region.getByRole('link', { name: 'Learn about PayLater' }).waitFor();
    assertClean(tracked);
  });
});
