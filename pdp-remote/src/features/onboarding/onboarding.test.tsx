// The onboarding tips as a shopper meets them (spec §2 onboarding tips, §3 the closed flags): one tip
// at a time in the spec's order, beside the element it is about (every element counts as in view
// here: jsdom has no IntersectionObserver); each closed for good (its button or Escape, focus back on
// the element); a tip whose feature is not on the page is skipped; the seller chat's tip behind its
// switch; the subscription tip's two steps behind its own. The backend is the simulator (mounted in
// MSW), its product configs the session's: the desk lamp (lampu-meja.json: a marketplace seller's, no
// voucher), the blender (out of stock), the laptop (sold by the store itself: customer care's chat),
// the coffee (subscribed to).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { ONBOARDING_TIP_IDS } from '@pdp/host-contract/storage-keys';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI } from '../../__tests__/members';

const backend = startSimulatorBackend(TEST_BACKEND);

const CLOSED_KEY = 'pdp.onboarding-closed';
const SINGLE_CHECKOUT = 'Beli sekarang langsung ke checkout untuk barang ini saja, tanpa barang lain di bag.';
const SHIPPING_CARD = 'Ongkir dan estimasi tiba dihitung ke alamatmu. Pilihan pengiriman lainnya ada di sini.';
const SELLER_CHAT = 'Baru! Tanya stok, ukuran atau pengiriman langsung ke penjual lewat chat.';

const LAMP = '/p/lampu-meja-led-lipat/ps--LMP-60013';
const BLENDER = '/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004';
const LAPTOP = '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008';
const COFFEE = '/p/kopi-bubuk-arabika-gayo-250-g/ps--KPI-60012';

/**
 * The product configs the tests start from: the seller chat and its tip on, the subscription tip off
 * (the simulator's defaults have it on).
 */
const CONFIGS = {
  sellerChatEnabled: 'true',
  allowedCommissionTypesToChat: 'CC,RC,MP,CM,RB',
  sellerChatOnboardingEnabled: 'true',
  subscriptionOnboardingEnabled: 'false',
};

beforeEach(async () => {
  window.localStorage.clear();
  await backend.session.productConfigs(CONFIGS);
});

/** Budi, signed in, on the product at `path` (the desk lamp unless told), the page mounted with `overrides`. */
async function showProduct(path = LAMP, overrides: Partial<LifecycleProps> = {}) {
  await backend.session.signIn(BUDI.email);
  return renderRemote({ path, user: BUDI, ...overrides });
}

const SUBSCRIPTION_HOW = 'Langganan produk ini: kirim setiap minggu atau setiap bulan, hingga 12 bulan.';
const SUBSCRIPTION_SAVE = 'Hemat di setiap pengiriman, plus potongan ongkir untuk paket mulai Rp50.000.';

const closed = (...ids: string[]) => window.localStorage.setItem(CLOSED_KEY, JSON.stringify(Object.fromEntries(ids.map((id) => [id, true]))));
/** The shopper starts using the page, which the tips wait for: a scroll. */
const scrollThePage = () => fireEvent.scroll(window);
/** The tip the shopper meets once they use the page. */
const tip = () => {
  scrollThePage();
  return screen.findByRole('note', { name: 'Tips' });
};
/** No tip, though the shopper uses the page and the tips' code has loaded. */
async function expectNoTip() {
  scrollThePage();
  await act(async () => {
    await import('./components/onboarding-tips');
  });
  expect(screen.queryByRole('note', { name: 'Tips' })).not.toBeInTheDocument();
}

describe('onboarding tips', () => {
  it('shows one tip, the first in order: beside buy now, which it describes', async () => {
    await showProduct();
    const buyNow = await screen.findByRole('button', { name: 'Beli sekarang' });
    await screen.findByRole('button', { name: /Lihat \d+ opsi pengiriman/ });
    expect(await tip()).toHaveTextContent(SINGLE_CHECKOUT);
    expect(screen.getAllByRole('note', { name: 'Tips' })).toHaveLength(1);
    expect(buyNow).toHaveAccessibleDescription(SINGLE_CHECKOUT);
  });

  it('waits for the shopper to use the page: nothing floats over it at load', async () => {
    await showProduct();
    const buyNow = await screen.findByRole('button', { name: 'Beli sekarang' });
    await act(async () => {
      await import('./components/onboarding-tips');
    });
    expect(screen.queryByRole('note', { name: 'Tips' })).not.toBeInTheDocument();
    expect(buyNow).not.toHaveAccessibleDescription();
    await userEvent.keyboard('{Tab}');
    expect(await screen.findByRole('note', { name: 'Tips' })).toHaveTextContent(SINGLE_CHECKOUT);
  });

  it('goes to the next tip when one is closed, stores it closed, and gives focus back to its element', async () => {
    await showProduct();
    const buyNow = await screen.findByRole('button', { name: 'Beli sekarang' });
    await userEvent.click(within(await tip()).getByRole('button', { name: 'Mengerti' }));
    expect(buyNow).toHaveFocus();
    expect(buyNow).not.toHaveAccessibleDescription();
    expect(JSON.parse(window.localStorage.getItem(CLOSED_KEY) ?? '{}')).toMatchObject({ 'single-checkout': true });
    // The product has no vouchers (no promo tip): the shipping card's comes next, on its options button.
    expect(await tip()).toHaveTextContent(SHIPPING_CARD);
    expect(screen.getByRole('button', { name: /Lihat \d+ opsi pengiriman/ })).toHaveAccessibleDescription(SHIPPING_CARD);
  });

  it('never shows a closed tip again on a later page view', async () => {
    closed('single-checkout', 'shipping-card');
    await showProduct();
    await screen.findByRole('link', { name: 'Chat penjual' });
    expect(await tip()).toHaveTextContent(SELLER_CHAT);
  });

  it('closes on Escape, but not while a modal is open', async () => {
    await showProduct();
    await screen.findByRole('button', { name: 'Beli sekarang' });
    await tip();
    await userEvent.click(await screen.findByRole('button', { name: /Lihat \d+ opsi pengiriman/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await tip()).toHaveTextContent(SINGLE_CHECKOUT);
    await userEvent.keyboard('{Escape}');
    expect(await tip()).toHaveTextContent(SHIPPING_CARD);
  });

  it('skips a tip whose feature is not on the page: no buy now for an item out of stock', async () => {
    await showProduct(BLENDER);
    await screen.findByRole('button', { name: /Ingatkan/ });
    expect(await tip()).not.toHaveTextContent(SINGLE_CHECKOUT);
  });

  it("closes the seller chat's tip in the seller-chat flags too, and skips it once the chat was opened", async () => {
    closed('single-checkout', 'shipping-card');
    const { unmount } = await showProduct();
    await screen.findByRole('link', { name: 'Chat penjual' });
    await userEvent.click(within(await tip()).getByRole('button', { name: 'Mengerti' }));
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Tips' })).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('pdp.seller-chat') ?? '{}')).toEqual({ onboardingShown: true, iframeVisible: false, accessed: false });
    unmount();

    window.localStorage.clear();
    closed('single-checkout', 'shipping-card');
    window.localStorage.setItem('pdp.seller-chat', JSON.stringify({ onboardingShown: true, iframeVisible: false, accessed: true }));
    await showProduct();
    await screen.findByRole('link', { name: 'Chat penjual' });
    await screen.findByRole('link', { name: 'Chat penjual' });
    await expectNoTip();
  });

  it.each([
    ['its switch is off', { sellerChatOnboardingEnabled: 'false' }, LAMP, 'link', 'Chat penjual'],
    ['the chat is customer care (the laptop)', {}, LAPTOP, 'button', 'Chat layanan pelanggan'],
  ])('shows no seller chat tip when %s', async (_, configs, path, role, name) => {
    // Every other tip closed (the laptop's trade-in and add-ons among them): only the seller chat's could show.
    closed(...ONBOARDING_TIP_IDS.filter((id) => id !== 'seller-chat'));
    await backend.session.productConfigs(configs);
    await showProduct(path);
    await screen.findByRole(role as 'link' | 'button', { name });
    await screen.findByRole(role as 'link' | 'button', { name });
    await expectNoTip();
  });

  it('walks the subscription tip through its two steps, behind its switch', async () => {
    closed('single-checkout', 'shipping-card', 'seller-chat');
    await backend.session.productConfigs({ subscriptionOnboardingEnabled: 'true' });
    await showProduct(COFFEE);
    const subscribe = await screen.findByRole('button', { name: 'Atur langganan' });
    const shown = await tip();
    expect(shown).toHaveTextContent(SUBSCRIPTION_HOW);
    expect(shown).toHaveTextContent('1 dari 2');
    expect(subscribe).toHaveAccessibleDescription(SUBSCRIPTION_HOW);
    await userEvent.click(within(shown).getByRole('button', { name: 'Lanjut' }));
    expect(shown).toHaveTextContent(SUBSCRIPTION_SAVE);
    expect(shown).toHaveTextContent('2 dari 2');
    expect(JSON.parse(window.localStorage.getItem(CLOSED_KEY) ?? '{}')).not.toHaveProperty('subscription');
    await userEvent.click(within(shown).getByRole('button', { name: 'Mengerti' }));
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Tips' })).not.toBeInTheDocument());
    expect(subscribe).toHaveFocus();
    expect(JSON.parse(window.localStorage.getItem(CLOSED_KEY) ?? '{}')).toMatchObject({ subscription: true });
  });

  it('shows no subscription tip with its switch off, and Escape on the first step closes it for good', async () => {
    closed('single-checkout', 'shipping-card', 'seller-chat');
    const { unmount } = await showProduct(COFFEE);
    await screen.findByRole('button', { name: 'Atur langganan' });
    await screen.findByRole('link', { name: 'Chat penjual' });
    await expectNoTip();
    unmount();

    await backend.session.productConfigs({ subscriptionOnboardingEnabled: 'true', sellerChatEnabled: 'false' });
    await showProduct(COFFEE);
    expect(await tip()).toHaveTextContent(SUBSCRIPTION_HOW);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Tips' })).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem(CLOSED_KEY) ?? '{}')).toMatchObject({ subscription: true });
  });

  it('reads closed flags it cannot use as none closed', async () => {
    window.localStorage.setItem(CLOSED_KEY, '["single-checkout"]');
    await showProduct();
    await screen.findByRole('button', { name: 'Beli sekarang' });
    expect(await tip()).toHaveTextContent(SINGLE_CHECKOUT);
  });

  it('speaks English when the shopper chose it', async () => {
    await showProduct(LAMP, { locale: 'en' });
    await screen.findByRole('button', { name: 'Buy now' });
    const english = await tip();
    expect(english).toHaveTextContent('Buy now takes this item alone straight to checkout, leaving the rest of your bag.');
    expect(within(english).getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });
});
