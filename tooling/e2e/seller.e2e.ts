// The seller section end to end against the real builds and the simulator (issue 17, spec §4
// Merchant follow/unfollow, §5, §6, §8 Others): an anonymous shopper follows the store through login
// and back, the follow is kept (a reload still shows it), and unfollowing; reporting the product
// through login and back, its length rule and the already-reported refusal; at a phone's and a
// desktop's width.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seriousAxeViolations } from './axe';
import { FORCED_FAILURES, assertClean, e2eSuite, signIn, visit } from './harness';

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

  it('reports the product through login and back, at least 25 characters, once', async () => {
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    await visit(page, `${host}${SHOES.path}`);
    await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
    const seller = page.getByRole('region', { name: 'Penjual', exact: true });
    await seller.scrollIntoViewIfNeeded();
    await seller.getByRole('button', { name: 'Laporkan produk' }).click();
    await page.waitForURL(/\/login\?returnTo=/);
    await page.getByRole('button', { name: 'Pakai akun Sari Wulandari' }).click();
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Laporkan produk' });
    await dialog.getByRole('radio', { name: 'Info produk tidak sesuai' }).check();
    await dialog.getByRole('textbox', { name: 'Ceritakan masalahnya' }).fill('Ukurannya beda');
    await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
    await dialog.getByRole('alert').getByText('Min. 25 karakter').waitFor();
    await dialog.getByRole('textbox', { name: 'Ceritakan masalahnya' }).fill('Ukuran 41 di foto, yang dikirim ukuran 39.');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
    await dialog.getByRole('status').getByText('Terima kasih, laporanmu sudah kami terima.').waitFor();
    await page.keyboard.press('Escape');
    assertClean(tracked);
  });

  it('says a product reported before was reported, at 1280 px', async () => {
    const tracked = await e2e.openPage({ width: 1280 });
    const { page } = tracked;
    await signIn(page, host);
    for (let time = 0; time < 2; time += 1) {
      await visit(page, `${host}${SHOES.path}`);
      const seller = page.getByRole('region', { name: 'Penjual', exact: true });
      await seller.scrollIntoViewIfNeeded();
      await seller.getByRole('button', { name: 'Laporkan produk' }).click();
      const dialog = page.getByRole('dialog', { name: 'Laporkan produk' });
      await dialog.getByRole('radio', { name: 'Produk palsu' }).check();
      await dialog.getByRole('textbox', { name: 'Ceritakan masalahnya' }).fill('Logo di sepatunya tidak sama dengan yang asli.');
      await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      if (time === 0) await dialog.getByRole('status').waitFor();
      else await dialog.getByRole('alert').getByText('Laporanmu sudah kami terima sebelumnya.').waitFor();
    }
    assertClean(tracked, FORCED_FAILURES);
  });
});
