// The onboarding tips end to end (issue 19, spec §2 and §3): one at a time, in the spec's order,
// beside the element it is about while that element is in view; closed with its button (focus back
// on the element) or Escape, and never shown again; the seller chat's tip in the seller section; the
// subscription tip's two steps on the coffee's subscription row. Tips wait for the shopper to use the
// page (a scroll, a press, a key). At a
// phone's and a desktop's width, with axe on each tip. (Other tests open pages with every tip closed.)
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { assertClean, e2eSuite, describe, it, AT_BOTH } from './harness';
import { SHOES, TUMBLER, COFFEE } from './products';
import { sectionInView, visitProduct } from './product-page';

const e2e = e2eSuite();
const { host } = e2e;

const SINGLE_CHECKOUT = 'Beli sekarang langsung ke checkout untuk barang ini saja, tanpa barang lain di bag.';
const PROMO = 'Ada promo untuk produk ini. Lihat semua dan pakai yang paling hemat.';
const SELLER_CHAT = 'Baru! Tanya stok, ukuran atau pengiriman langsung ke penjual lewat chat.';
const SUBSCRIPTION_HOW = 'Langganan produk ini: kirim setiap minggu atau setiap bulan, hingga 12 bulan.';
const SUBSCRIPTION_SAVE = 'Hemat di setiap pengiriman, plus potongan ongkir untuk paket mulai Rp50.000.';

const tips = (page: Page) => page.getByRole('note', { name: 'Tips' });

/** The shopper starts using the page (a turn of the wheel): the tips wait for it. */
const startUsing = (page: Page) => page.mouse.wheel(0, 1);

/**
 * The tip floats just below its element, inside the window's width. It follows the element as the
 * sections around it load, a frame behind (its ResizeObserver): both are read in one frame, once the
 * tip has caught up (at most 2 s).
 */
async function assertBeside(tip: Locator, element: Locator, width: number) {
  const boxes = async () => {
    const [tipHandle, elementHandle] = [await tip.elementHandle(), await element.elementHandle()];
    const handles = await tip.page().waitForFunction(
      ([tipNode, node]) => {
        const [tipBox, box] = [tipNode!.getBoundingClientRect(), node!.getBoundingClientRect()];
        return tipBox.top >= box.bottom && tipBox.top <= box.bottom + 16 ? { tipBox: tipBox.toJSON(), box: box.toJSON() } : false;
      },
      [tipHandle, elementHandle] as const,
      { timeout: 2_000 },
    );
    return handles.jsonValue() as Promise<{ tipBox: DOMRect; box: DOMRect }>;
  };
  const caught = await boxes().catch(() => null);
  if (!caught) {
    const [tipBox, box] = [await tip.boundingBox(), await element.boundingBox()];
    assert.fail(`the tip is below its element (${tipBox?.y} vs ${box ? box.y + box.height : '?'})`);
  }
  assert.ok(caught.tipBox.left >= 0 && caught.tipBox.right <= width, 'the tip stays inside the window');
}

describe('onboarding tips', () => {
  for (const width of AT_BOTH) {
    it(`shows the tips one at a time as the shopper meets them, each once, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width, onboarding: true });
      const { page } = tracked;
      await visitProduct(page, host, SHOES);
      await startUsing(page);
      // The tips come with the shipping section, where buy now is (on a phone, as the shopper scrolls there).
      await page.getByRole('region', { name: 'Pengiriman' }).scrollIntoViewIfNeeded();
      const buyNow = page.getByRole('button', { name: 'Beli sekarang' });
      await buyNow.scrollIntoViewIfNeeded();
      const first = tips(page).filter({ hasText: SINGLE_CHECKOUT });
      await first.waitFor();
      assert.equal(await tips(page).count(), 1, 'one tip at a time');
      await assertBeside(first, buyNow, width);
      assert.equal(await buyNow.getAttribute('aria-describedby'), await first.locator('p').getAttribute('id'));
      assert.deepEqual(await seriousAxeViolations(page), []);
      await first.getByRole('button', { name: 'Mengerti' }).click();
      await first.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Beli sekarang', 'focus goes back to buy now');

      const seePromo = page.getByRole('button', { name: 'Lihat promo' });
      await seePromo.scrollIntoViewIfNeeded();
      const promo = tips(page).filter({ hasText: PROMO });
      await promo.waitFor();
      await assertBeside(promo, seePromo, width);
      await page.keyboard.press('Escape');
      await promo.waitFor({ state: 'detached' });

      await page.reload();
      await startUsing(page);
      await page.getByRole('region', { name: 'Pengiriman' }).scrollIntoViewIfNeeded();
      await seePromo.scrollIntoViewIfNeeded();
      await buyNow.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      assert.equal(await tips(page).filter({ hasText: SINGLE_CHECKOUT }).count(), 0, 'a closed tip stays closed');
      assert.equal(await tips(page).filter({ hasText: PROMO }).count(), 0, 'a closed tip stays closed');
      assert.deepEqual(JSON.parse((await page.evaluate(() => window.localStorage.getItem('pdp.onboarding-closed'))) ?? '{}'), {
        'single-checkout': true,
        'promo-highlight': true,
      });
      assertClean(tracked);
    });

    it(`shows the seller chat's tip in the seller section, once, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width, onboarding: true });
      const { page } = tracked;
      await visitProduct(page, host, TUMBLER);
      const seller = await sectionInView(page, 'Penjual');
      const chat = seller.getByRole('link', { name: 'Chat penjual' });
      await chat.scrollIntoViewIfNeeded();
      const tip = tips(page).filter({ hasText: SELLER_CHAT });
      await tip.waitFor();
      await assertBeside(tip, chat, width);
      assert.deepEqual(await seriousAxeViolations(page), []);
      await tip.getByRole('button', { name: 'Mengerti' }).click();
      await tip.waitFor({ state: 'detached' });
      assert.equal(JSON.parse((await page.evaluate(() => window.localStorage.getItem('pdp.seller-chat'))) ?? '{}').onboardingShown, true);

      await page.reload();
      await startUsing(page);
      await seller.scrollIntoViewIfNeeded();
      await chat.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      assert.equal(await tips(page).filter({ hasText: SELLER_CHAT }).count(), 0);
      assertClean(tracked);
    });
    it(`walks the subscription tip's two steps on the coffee, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width, onboarding: true });
      const { page } = tracked;
      // The tips before it, closed on an earlier visit: this one is about the subscription row.
      const earlier = ['single-checkout', 'promo-highlight', 'trade-in-highlight', 'shipping-card', 'seller-chat'];
      await page.addInitScript((closed) => {
        if (window.localStorage.getItem('pdp.onboarding-closed') === null) {
          window.localStorage.setItem('pdp.onboarding-closed', JSON.stringify(Object.fromEntries(closed.map((id) => [id, true]))));
        }
      }, earlier);
      await visitProduct(page, host, COFFEE);
      await startUsing(page);
      // The tips come with the shipping section; the subscription row is in the services above it.
      await page.getByRole('region', { name: 'Pengiriman' }).scrollIntoViewIfNeeded();
      const subscribe = page.getByRole('region', { name: 'Langganan' }).getByRole('button', { name: 'Atur langganan' });
      await subscribe.scrollIntoViewIfNeeded();
      const tip = tips(page).filter({ hasText: SUBSCRIPTION_HOW });
      await tip.waitFor();
      await tip.getByText('1 dari 2').waitFor();
      await assertBeside(tip, subscribe, width);
      assert.deepEqual(await seriousAxeViolations(page), []);
      await tip.getByRole('button', { name: 'Lanjut' }).click();
      const second = tips(page).filter({ hasText: SUBSCRIPTION_SAVE });
      await second.getByText('2 dari 2').waitFor();
      await second.getByRole('button', { name: 'Mengerti' }).click();
      await second.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Atur langganan', 'focus goes back to the row');
      assert.equal(JSON.parse((await page.evaluate(() => window.localStorage.getItem('pdp.onboarding-closed'))) ?? '{}').subscription, true);
      assertClean(tracked);
    });
  }
});
