// The seller section end to end against the real builds and the simulator (issue 17, spec §4
// Merchant follow/unfollow, §6): an anonymous shopper follows the store through login and back, the
// follow is kept (a reload still shows it), and unfollowing, at a phone's and a desktop's width.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seriousAxeViolations } from './axe';
import { assertClean, e2eSuite, visit } from './harness';

const e2e = e2eSuite();
const { host } = e2e;

const SHOES = { path: '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001', name: 'Sepatu Lari Pria Aero Run 2' };

describe('following the seller', () => {
  for (const width of [360, 1280]) {
    it(`follows the store through login and back, keeps it, and unfollows, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await visit(page, `${host}${SHOES.path}`);
      await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
      const seller = page.getByRole('region', { name: 'Penjual', exact: true });
      await seller.scrollIntoViewIfNeeded();
      await seller.getByRole('button', { name: 'Ikuti', exact: true }).click();
      await page.waitForURL(/\/login\?returnTo=/);
      await page.getByRole('button', { name: 'Pakai akun Sari Wulandari' }).click();
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
      const following = seller.getByRole('button', { name: 'Mengikuti' });
      await following.waitFor();
      assert.equal(await following.getAttribute('aria-pressed'), 'true');
      assert.equal(new URL(page.url()).searchParams.get('pdpAction'), null, 'the action is taken out of the address');
      assert.deepEqual(await seriousAxeViolations(page), []);

      await page.reload();
      await seller.scrollIntoViewIfNeeded();
      await seller.getByRole('button', { name: 'Mengikuti' }).click();
      assert.equal(await seller.getByRole('button', { name: 'Ikuti', exact: true }).getAttribute('aria-pressed'), 'false');
      assertClean(tracked);
    });
  }

});
