// The onboarding tips end to end (issue 19, spec §2 and §3): one at a time, in the spec's order,
// beside the element it is about while that element is in view; closed with its button (focus back
// on the element) or Escape, and never shown again; the seller chat's tip in the seller section; the
// subscription tip's two steps on the coffee's subscription row. Tips wait for the shopper to use the
// page (a scroll, a press, a key). At a
// phone's and a desktop's width, with axe on each tip. (Other tests open pages with every tip closed.)
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { networkSettled, AT_BOTH } from './harness';
import { SHOES, TUMBLER, COFFEE } from './products';
import { sectionInView, visitProduct } from './product-page';

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
async function expectBeside(tip: Locator, element: Locator, width: number) {
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
    expect(caught, `the tip is below its element (${tipBox?.y} vs ${box ? box.y + box.height : '?'})`).not.toBeNull();
    return;
  }
  expect(caught.tipBox.left, 'the tip stays inside the window').toBeGreaterThanOrEqual(0);
  expect(caught.tipBox.right, 'the tip stays inside the window').toBeLessThanOrEqual(width);
}

/** What the page keeps of the tips the shopper closed. */
const closedTips = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('pdp.onboarding-closed') ?? '{}') as Record<string, boolean>);

/**
 * Until the tips have looked at what is in view: their chunk (loaded once the shopper has used the
 * page) and every section near the viewport have come, and two frames have passed, in which the tips'
 * IntersectionObserver reports what `element` (half in view) is and the tip for it would render.
 */
async function tipsHaveLooked(page: Page, element: Locator): Promise<void> {
  await networkSettled(page);
  await expect(element).toBeInViewport({ ratio: 0.5 });
  await networkSettled(page);
}

test.describe('onboarding tips', () => {
  for (const width of AT_BOTH) {
    test(`shows the tips one at a time as the shopper meets them, each once, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const { page } = await openShopper({ width, onboarding: true });
      await visitProduct(page, host, SHOES);
      await startUsing(page);
      // The tips come with the shipping section, where buy now is (on a phone, as the shopper scrolls there).
      await page.getByRole('region', { name: 'Pengiriman' }).scrollIntoViewIfNeeded();
      const buyNow = page.getByRole('button', { name: 'Beli sekarang' });
      await buyNow.scrollIntoViewIfNeeded();
      const first = tips(page).filter({ hasText: SINGLE_CHECKOUT });
      await expect(first).toBeVisible();
      await expect(tips(page), 'one tip at a time').toHaveCount(1);
      await expectBeside(first, buyNow, width);
      const description = await first.locator('p').getAttribute('id');
      expect(description, 'the tip has an id to describe buy now with').toBeTruthy();
      await expect(buyNow).toHaveAttribute('aria-describedby', description ?? '');
      await expectAccessible(page);
      await first.getByRole('button', { name: 'Mengerti' }).click();
      await expect(first).toHaveCount(0);
      await expect(buyNow, 'focus goes back to buy now').toBeFocused();

      const seePromo = page.getByRole('button', { name: 'Lihat promo' });
      await seePromo.scrollIntoViewIfNeeded();
      const promo = tips(page).filter({ hasText: PROMO });
      await expect(promo).toBeVisible();
      await expectBeside(promo, seePromo, width);
      await page.keyboard.press('Escape');
      await expect(promo).toHaveCount(0);

      await page.reload();
      await startUsing(page);
      await page.getByRole('region', { name: 'Pengiriman' }).scrollIntoViewIfNeeded();
      await seePromo.scrollIntoViewIfNeeded();
      await buyNow.scrollIntoViewIfNeeded();
      await tipsHaveLooked(page, buyNow);
      await expect(tips(page).filter({ hasText: SINGLE_CHECKOUT }), 'a closed tip stays closed').toHaveCount(0);
      await expect(tips(page).filter({ hasText: PROMO }), 'a closed tip stays closed').toHaveCount(0);
      expect(await closedTips(page)).toEqual({ 'single-checkout': true, 'promo-highlight': true });
    });

    test(`shows the seller chat's tip in the seller section, once, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const { page } = await openShopper({ width, onboarding: true });
      await visitProduct(page, host, TUMBLER);
      const seller = await sectionInView(page, 'Penjual');
      const chat = seller.getByRole('link', { name: 'Chat penjual' });
      await chat.scrollIntoViewIfNeeded();
      const tip = tips(page).filter({ hasText: SELLER_CHAT });
      await expect(tip).toBeVisible();
      await expectBeside(tip, chat, width);
      await expectAccessible(page);
      await tip.getByRole('button', { name: 'Mengerti' }).click();
      await expect(tip).toHaveCount(0);
      expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('pdp.seller-chat') ?? '{}').onboardingShown)).toBe(true);

      await page.reload();
      await startUsing(page);
      await seller.scrollIntoViewIfNeeded();
      await chat.scrollIntoViewIfNeeded();
      await tipsHaveLooked(page, chat);
      await expect(tips(page).filter({ hasText: SELLER_CHAT }), 'a closed tip stays closed').toHaveCount(0);
    });
    test(`walks the subscription tip's two steps on the coffee, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const { page } = await openShopper({ width, onboarding: true });
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
      await expect(tip).toBeVisible();
      await expect(tip.getByText('1 dari 2')).toBeVisible();
      await expectBeside(tip, subscribe, width);
      await expectAccessible(page);
      await tip.getByRole('button', { name: 'Lanjut' }).click();
      const second = tips(page).filter({ hasText: SUBSCRIPTION_SAVE });
      await expect(second.getByText('2 dari 2')).toBeVisible();
      await second.getByRole('button', { name: 'Mengerti' }).click();
      await expect(second).toHaveCount(0);
      await expect(subscribe, 'focus goes back to the row').toBeFocused();
      expect((await closedTips(page)).subscription).toBe(true);
    });
  }
});
