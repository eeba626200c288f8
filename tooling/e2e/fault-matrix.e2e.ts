// The fault matrix in the browser: the rows of every backend call the pages make (FAULT_MATRIX_CALLS:
// on load, as a section comes near, a shopper's action, a modal's, the host's), each made to fail
// through the shopper's own simulator session (5xx, a dropped call after a wait, a body that is not
// JSON). For each: the page stays up, the failed part says so in the catalogue's words (or, for the
// summary, the host shows the server-down state with a retry), the rest keeps working, and nothing is
// thrown. Every call × fault is proven in jsdom (each feature's `*.fault-matrix.test.tsx`); here runs
// the sample (SAMPLE, docs/testing.md), and any rows with every fault on demand (FAULT_MATRIX_ROWS).
// A new call adds its row here and its cells to its feature's matrix test.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { scrollToEnd, sessionFault, sessionProductConfig, signIn, e2eSuite, visit, describe, it, networkSettled } from './harness';
import { SHOES, KAOS, PHONE, BLENDER, LAPTOP, FRIDGE, HELMET, COFFEE, VITAMIN, MOTORCYCLE } from './products';

interface FaultMatrixCall {
  /** The call, as the spec's §7 names it. */
  call: string;
  /** The simulator path glob it is made on. */
  path: string;
  /** Scroll the page through, for a call made as its section comes near. */
  scroll?: boolean;
  /** What the shopper reads when it fails; null where the spec resets the part to empty and says nothing (`on.rest` checks it). */
  says: string | RegExp | null;
  /** The failure takes the whole product with it: the host's empty state instead of the page. */
  pageGone?: boolean;
  /** A call the shopper's action makes (signed in): what they do, and what must still be as they left it. */
  action?: { act: (page: Page) => Promise<void>; kept: (page: Page) => Promise<void> };
  /** Another page than the retail shoes, with what the shopper does there first and what keeps working. */
  on?: {
    product: { path: string; name: string };
    deviceAt?: { latitude: number; longitude: number };
    /** The shopper signs in first (a members' action). */
    signedIn?: boolean;
    /** Product config values of the session; the page is then the plain host's, which the browser renders and reads them. */
    config?: Record<string, string>;
    prepare: (page: Page) => Promise<void>;
    rest: (page: Page) => Promise<void>;
  };
  /** The call fails this many times, then answers (a retry is part of what is checked). */
  times?: number;
  /** Only calls of this method fail (a path read and written alike). */
  method?: 'GET' | 'POST' | 'DELETE';
}

const quoteOffer = async (page: Page) => (await section(page, 'Layanan')).getByRole('region', { name: 'Beli dalam jumlah banyak' });
const quoteForm = (page: Page) => page.getByRole('dialog', { name: 'Minta penawaran harga' });
const subscriptionOffer = async (page: Page) => (await section(page, 'Layanan')).getByRole('region', { name: 'Langganan' });
const subscriptionForm = (page: Page) => page.getByRole('dialog', { name: 'Langganan produk ini' });
/** Opens the subscription form, chooses 3 months and sends it. */
const subscribe = async (page: Page) => {
  await (await subscriptionOffer(page)).getByRole('button', { name: 'Atur langganan' }).click();
  await subscriptionForm(page).getByLabel('Lama berlangganan').selectOption({ label: '3 bulan' });
  await subscriptionForm(page).getByRole('button', { name: 'Tambah ke keranjang langganan' }).click();
};
const INSTALLATION_PAGE = { path: '/add-on/installation/kulkas-2-pintu-dingin-300-l/ps--KLK-60009', name: 'Layanan pemasangan' };
const TRADE_IN_PAGE = { path: '/trade-in/s/smartphone-nusantara-x5-8-gb/ps--HPX-60003', name: 'Tukar tambah' };
/** Not a product: the host's 404 page, whose heading the matrix waits for as it waits for a product's name. */
const NOT_FOUND_PAGE = { path: '/tidak/ada', name: 'Halaman tidak ditemukan' };
const loanSimulation = async (page: Page) => (await section(page, 'Layanan')).getByRole('region', { name: /^Simulasi kredit/ });
const giftDialog = (page: Page) => page.getByRole('dialog', { name: 'Hadiah gratis' });
const comboSheet = (page: Page) => page.getByRole('dialog', { name: 'Paket combo' });
const voucherList = (page: Page) => page.getByRole('dialog', { name: 'Promo & voucher' });
const openVoucherList = async (page: Page) => {
  await page.getByRole('button', { name: 'Lihat promo' }).click();
  await voucherList(page).getByRole('heading', { name: 'Voucher toko' }).waitFor();
};

/**
 * A page whose own call fails once: nothing to do first; then what does not depend on the call is
 * there (`kept`), the alert's retry is pressed, and what the call brings appears (`back`).
 */
function retriedOnPage(
  product: { path: string; name: string },
  { kept, back }: { kept?: (page: Page) => Locator; back: (page: Page) => Locator },
): NonNullable<FaultMatrixCall['on']> {
  return {
    product,
    prepare: async () => {},
    rest: async (page) => {
      await kept?.(page).waitFor();
      await page.getByRole('alert').getByRole('button', { name: 'Coba lagi' }).click();
      await back(page).waitFor();
    },
  };
}

/** Scrolls to a section as a shopper would (it loads as it comes near). */
async function section(page: Page, name: string) {
  const region = page.getByRole('region', { name, exact: true });
  await region.scrollIntoViewIfNeeded();
  return region;
}
const reviewCard = async (page: Page, reviewer: string) => (await section(page, 'Ulasan')).getByRole('article', { name: reviewer });

/**
 * The user summary modal's two reads, from the hall of fame or (with its switch off, set for the
 * session) from the review service: the profile, then the reviewer's reviews, each failing once and
 * brought back by a retry; the numbers stay while the reviews fail.
 */
function reviewerRows(source: string, paths: { summary: string; reviews: string }, config?: Record<string, string>): FaultMatrixCall[] {
  const openProfile = async (page: Page) => (await reviewCard(page, 'Dimas Pratama')).getByRole('button', { name: 'Lihat profil Dimas Pratama' }).click();
  const profile = (page: Page) => page.getByRole('dialog', { name: 'Profil pengulas' });
  return [
    {
      call: `reviewer summary (${source})`,
      path: paths.summary,
      says: 'Gagal memuat profil pengulas.',
      times: 1,
      on: {
        product: SHOES,
        config,
        prepare: openProfile,
        rest: async (page) => {
          await profile(page).getByRole('button', { name: 'Coba lagi' }).click();
          await profile(page).getByText('1 ulasan · 0 ulasan paling membantu').waitFor();
          // The hall of fame is linked only when its switch is on.
          assert.equal(await profile(page).getByRole('link', { name: 'Lihat Hall of Fame' }).count(), config ? 0 : 1);
        },
      },
    },
    {
      call: `reviewer reviews (${source})`,
      path: paths.reviews,
      says: 'Gagal memuat ulasan pengulas.',
      times: 1,
      on: {
        product: SHOES,
        config,
        prepare: openProfile,
        rest: async (page) => {
          await profile(page).getByText('1 ulasan · 0 ulasan paling membantu').waitFor();
          await profile(page).getByRole('button', { name: 'Coba lagi' }).click();
          await profile(page).getByRole('link', { name: SHOES.name }).waitFor();
        },
      },
    },
  ];
}

/**
 * Brand picks and the brand ad on the shoes' page: version 2 failing falls back to version 1 (the
 * brands still show); both failing say so; a failed ad shows nothing (spec §8) and the brands stay.
 */
function brandRows(): FaultMatrixCall[] {
  const brands = async (page: Page) => {
    const region = await section(page, 'Rekomendasi');
    return region.getByRole('region', { name: 'Brand pilihan' });
  };
  const brandsShown = async (page: Page) => {
    await (await brands(page)).getByRole('listitem').first().waitFor();
  };
  return [
    {
      call: 'brand recommendations v2',
      path: '/backend/product-detail/recommendation/v2/brands',
      says: null,
      on: { product: SHOES, prepare: async () => {}, rest: brandsShown },
    },
    { call: 'brand recommendations (both)', path: '/backend/product-detail/recommendation/**brands', scroll: true, says: 'Gagal memuat brand.' },
    {
      call: 'brand ads',
      path: '/backend/product-detail/brand-ads',
      says: null,
      on: {
        product: SHOES,
        prepare: async () => {},
        rest: async (page) => {
          await brandsShown(page);
          await networkSettled(page);
          assert.equal(await (await brands(page)).getByText(/^Iklan · /).count(), 0, 'a failed ad shows nothing');
        },
      },
    },
  ];
}

/**
 * An arrival through an affiliate link (the host's, after the page is shown): the config, the session
 * or the commission failing changes nothing the shopper sees; the address still loses the link and
 * the page works.
 */
function affiliateRows(): FaultMatrixCall[] {
  const landing = { path: `${SHOES.path}?pid=AFF-77&af_channel=social`, name: SHOES.name };
  const rest = async (page: Page) => {
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('button', { name: '41' }).click();
    await page.getByText('Tersisa 3 produk').waitFor();
  };
  return [
    { call: 'affiliate config', path: '/backend/common/content/affiliate-config', says: null, on: { product: landing, prepare: async () => {}, rest } },
    { call: 'affiliate session', path: '/backend/affiliate/session', says: null, on: { product: landing, prepare: async () => {}, rest } },
    { call: 'affiliate commission', path: '/backend/affiliate/commission', says: null, on: { product: landing, prepare: async () => {}, rest } },
  ];
}

/**
 * The add-to-cart recommendations (after an add to bag, from its modal): a placement (the POST) or the
 * category list fails once; that list says so in the modal, the others show, and its retry brings it.
 */
function addToCartRecommendationRows(): FaultMatrixCall[] {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Rekomendasi untukmu' });
  const open = async (page: Page) => {
    await page.getByRole('region', { name: 'Pengiriman' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: '+ Bag' }).click();
    await page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' }).getByRole('button', { name: 'Lihat rekomendasi' }).click();
  };
  const retried = async (page: Page) => {
    await dialog(page).getByRole('button', { name: 'Coba lagi' }).click();
    await dialog(page).getByRole('region', { name: 'Lainnya di Handphone & Tablet' }).getByRole('link').first().waitFor();
    await dialog(page).getByRole('region', { name: 'Produk serupa' }).getByRole('link').first().waitFor();
    await dialog(page).getByRole('region', { name: 'Lengkapi belanjaanmu' }).getByRole('link').first().waitFor();
  };
  return [
    {
      call: 'add-to-cart recommendations',
      path: '/backend/search/products/*/recommendations',
      method: 'POST',
      says: 'Gagal memuat rekomendasi.',
      times: 1,
      on: { product: PHONE, signedIn: true, prepare: open, rest: retried },
    },
    {
      call: 'category recommendations',
      path: '/backend/search/get-category-recommendations-with-metadata',
      says: 'Gagal memuat rekomendasi.',
      times: 1,
      on: { product: PHONE, signedIn: true, prepare: open, rest: retried },
    },
  ];
}

/** A report a member sends that fails: the modal says so and the reason chosen stays chosen. */
function reportRow({
  call,
  path,
  open,
  dialog,
  reason,
}: {
  call: string;
  path: string;
  open: (page: Page) => Promise<void>;
  dialog: string;
  reason: string;
}): FaultMatrixCall {
  const modal = (page: Page) => page.getByRole('dialog', { name: dialog });
  return {
    call,
    path,
    says: 'Gagal mengirim laporan. Silakan coba lagi.',
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => {
        await open(page);
        await modal(page).getByRole('radio', { name: reason }).check();
        await modal(page).getByRole('button', { name: 'Kirim laporan' }).click();
      },
      rest: async (page) => assert.equal(await modal(page).getByRole('radio', { name: reason }).isChecked(), true, 'the reason chosen is kept'),
    },
  };
}

/**
 * A read of the seller section that fails once: it says so, following the seller is there all along,
 * and a retry brings what it reads (`retried`).
 */
function sellerSectionRow({
  call,
  path,
  says,
  product = SHOES,
  retried,
}: {
  call: string;
  path: string;
  says: string;
  product?: { path: string; name: string };
  retried: (seller: Locator) => Locator;
}): FaultMatrixCall {
  return {
    call,
    path,
    says,
    times: 1,
    on: {
      product,
      prepare: async (page) => {
        await section(page, 'Penjual');
      },
      rest: async (page) => {
        const seller = await section(page, 'Penjual');
        await seller.getByRole('button', { name: 'Ikuti', exact: true }).waitFor();
        await seller.getByRole('button', { name: 'Coba lagi' }).click();
        await retried(seller).waitFor();
      },
    },
  };
}

const wishlistDialog = (page: Page) => page.getByRole('dialog', { name: 'Simpan ke wishlist' });
const album = (page: Page, name: string) => wishlistDialog(page).getByRole('checkbox', { name });
const albumName = (page: Page) => wishlistDialog(page).getByRole('textbox', { name: 'Nama album baru' });

/**
 * A wishlist call of a member that fails on the shoes: `before` is what the shopper does in the
 * open modal first (it must succeed), `act` what meets the failure; `rest` checks what they chose
 * and typed is as they left it.
 */
function wishlistRow({
  call,
  path,
  method,
  says,
  times,
  before = async () => undefined,
  act,
  rest,
}: Pick<FaultMatrixCall, 'call' | 'path' | 'method' | 'times'> & {
  says: string;
  before?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  rest: (page: Page) => Promise<void>;
}): FaultMatrixCall {
  return {
    call,
    path,
    method,
    times,
    says,
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => {
        await (await section(page, 'Penjual')).getByRole('button', { name: 'Simpan ke wishlist' }).click();
        await wishlistDialog(page).waitFor();
        await before(page);
        await act(page);
      },
      rest,
    },
  };
}

const WISHLIST_FAILED = 'Gagal menyimpan wishlist. Silakan coba lagi.';
/** A failed wishlist read: said in the modal, and a retry brings the albums. */
const retriedAlbums = async (page: Page) => {
  await wishlistDialog(page).getByRole('button', { name: 'Coba lagi' }).click();
  await album(page, 'Favorit (0 produk)').waitFor();
};
const typeAlbum = async (page: Page) => albumName(page).fill('Sepatu Lari');
const nameKept = async (page: Page) => assert.equal(await albumName(page).inputValue(), 'Sepatu Lari', 'the album name typed is kept');
// A tick shows what the backend holds: it changes once the answer is in, so it is clicked, then awaited.
const saveInFavorit = async (page: Page) => {
  await album(page, 'Favorit (0 produk)').click();
  await album(page, 'Favorit (1 produk)').waitFor();
};

const customerCareDialog = (page: Page) => page.getByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
/** Customer care's topics fail: the confirmation offers none and the chat can still start, on a product question. */
const TICKET_CONFIGS_ROW: FaultMatrixCall = {
  call: 'customer care ticket configs',
  path: '/backend/common/content/ticket-configs',
  says: null,
  on: {
    product: LAPTOP,
    prepare: async (page) => {
      await (await section(page, 'Penjual')).getByRole('button', { name: 'Chat layanan pelanggan' }).click();
      await customerCareDialog(page).getByRole('button', { name: 'Mulai chat' }).waitFor();
    },
    rest: async (page) => {
      await networkSettled(page);
      assert.equal(await customerCareDialog(page).getByRole('radio').count(), 0, 'no topics offered');
      await customerCareDialog(page).getByRole('button', { name: 'Batal' }).click();
    },
  },
};

const WISHLIST_ROWS: FaultMatrixCall[] = [
  // Both reads fail once, said in the modal, and a retry brings the albums. The button's read of the
  // product's albums failing leaves it offering to save; the modal shares that read.
  ...[
    { call: 'wishlist albums', path: '/backend/member/wishlist/_groups' },
    { call: 'wishlist product albums', path: '/backend/member/wishlist/_product/*/groups' },
  ].map(({ call, path }) =>
    wishlistRow({ call, path, method: 'GET', times: 1, says: 'Gagal memuat album wishlist.', act: async () => undefined, rest: retriedAlbums }),
  ),
  wishlistRow({
    call: 'wishlist add product',
    path: '/backend/member/wishlist/_product/*/groups',
    method: 'POST',
    says: WISHLIST_FAILED,
    before: typeAlbum,
    act: async (page) => album(page, 'Favorit (0 produk)').click(),
    rest: async (page) => {
      await nameKept(page);
      assert.equal(await album(page, 'Favorit (0 produk)').isChecked(), false, 'the tick shows what the backend holds');
    },
  }),
  wishlistRow({
    call: 'wishlist create album',
    path: '/backend/member/wishlist/_groups',
    method: 'POST',
    says: WISHLIST_FAILED,
    before: typeAlbum,
    act: async (page) => wishlistDialog(page).getByRole('button', { name: 'Buat album dan simpan' }).click(),
    // The name stays for another try, and saving in an album there still works.
    rest: async (page) => {
      await nameKept(page);
      await saveInFavorit(page);
    },
  }),
  wishlistRow({
    call: 'wishlist delete item',
    path: '/backend/member/wishlist/items/*',
    method: 'DELETE',
    says: WISHLIST_FAILED,
    before: saveInFavorit,
    act: async (page) => album(page, 'Favorit (1 produk)').click(),
    rest: async (page) => assert.equal(await album(page, 'Favorit (1 produk)').isChecked(), true, 'still saved'),
  }),
  wishlistRow({
    call: 'wishlist bulk delete',
    path: '/backend/member/wishlist/items',
    method: 'DELETE',
    says: WISHLIST_FAILED,
    before: async (page) => {
      await saveInFavorit(page);
      await albumName(page).fill('Lari');
      await wishlistDialog(page).getByRole('button', { name: 'Buat album dan simpan' }).click();
      await album(page, 'Lari (1 produk)').waitFor();
    },
    act: async (page) => wishlistDialog(page).getByRole('button', { name: 'Hapus dari semua album' }).click(),
    rest: async (page) => {
      assert.equal(await album(page, 'Favorit (1 produk)').isChecked(), true, 'still saved');
      assert.equal(await album(page, 'Lari (1 produk)').isChecked(), true, 'still saved');
    },
  }),
];

const BERAS = { path: '/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001', name: 'Beras Pandan Wangi Premium' };
const shippingRegion = (page: Page) => page.getByRole('region', { name: 'Pengiriman' });

const quantity = (page: Page) => page.getByRole('textbox', { name: 'Jumlah' });

const notifyDialog = (page: Page) => page.getByRole('dialog', { name: 'Ingatkan saya' });
const choosePickup = async (page: Page) => {
  await page.getByRole('radio', { name: 'Ambil di toko' }).check();
};
/** Delivery still works after a pickup call failed: its headline comes back. */
const deliveryStillWorks = async (page: Page) => {
  await page.getByRole('radio', { name: 'Dikirim' }).check();
  await page.getByTestId('shipping-headline').waitFor();
};

const FAULT_MATRIX_CALLS: FaultMatrixCall[] = [
  { call: 'product summary', path: '/backend/product-detail/products/*/_summary', says: 'Server sedang bermasalah', pageGone: true },
  { call: 'price summary', path: '/backend/product-detail/products/*/price-summary', says: 'Gagal memuat data...' },
  { call: 'shipping', path: '/backend/product-detail/products/*/shipping', says: 'Gagal memuat info pengiriman.' },
  { call: 'product vouchers', path: '/backend/product-detail/products/*/vouchers', says: 'Gagal memuat promo.' },
  { call: 'merchant vouchers', path: '/backend/product/merchant/vouchers', says: 'Gagal memuat promo.' },
  { call: 'merchant vouchers info', path: '/backend/product/merchant/vouchers-info', says: 'Gagal memuat promo.' },
  {
    call: 'merchant voucher terms',
    path: '/backend/product-detail/merchant/vouchers/*/tnc',
    says: 'Gagal memuat syarat & ketentuan.',
    on: {
      product: SHOES,
      prepare: async (page) => {
        await openVoucherList(page);
        await voucherList(page).getByRole('button', { name: 'S&K Potongan Rp100.000' }).click();
      },
      // Closing the terms goes back to the list, which still works.
      rest: async (page) => {
        await page.keyboard.press('Escape');
        await voucherList(page).getByRole('button', { name: 'Klaim Potongan Rp100.000' }).waitFor();
      },
    },
  },
  {
    call: 'merchant voucher claim',
    path: '/backend/product/merchant/vouchers/*/_claim',
    says: 'Gagal klaim voucher. Coba lagi.',
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => {
        await openVoucherList(page);
        await voucherList(page).getByRole('button', { name: 'Klaim Potongan Rp100.000' }).click();
      },
      // Nothing was claimed: the voucher can be claimed again, and the page works on.
      rest: async (page) => {
        assert.equal(await voucherList(page).getByRole('button', { name: 'Klaim Potongan Rp100.000' }).isEnabled(), true);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: '41' }).click();
        await page.waitForURL(/\/is--SPL-60001-00002/);
      },
    },
  },
  {
    call: 'single combo',
    path: '/backend/product/products/*/single-combo',
    says: 'Gagal memuat paket combo.',
    on: {
      product: PHONE,
      prepare: async () => undefined,
      rest: async (page) => {
        assert.equal(await page.getByRole('button', { name: '+ Bag' }).isEnabled(), true);
      },
    },
  },
  {
    call: 'combo add to bag',
    path: '/backend/retail/carts/_add-bulk',
    says: 'Gagal menambahkan produk. Silakan coba lagi.',
    on: {
      product: PHONE,
      signedIn: true,
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Lihat paket' }).click();
        const sheet = comboSheet(page);
        await sheet.getByRole('checkbox', { name: /Tumbler/ }).uncheck();
        await sheet.getByRole('button', { name: 'Tambah paket ke bag' }).click();
      },
      // The choices are as the shopper left them, and the sheet closes onto a working page.
      rest: async (page) => {
        assert.equal(
          await comboSheet(page)
            .getByRole('checkbox', { name: /Tumbler/ })
            .isChecked(),
          false,
          'the choices are kept',
        );
        await page.keyboard.press('Escape');
        await comboSheet(page).waitFor({ state: 'detached' });
        assert.equal(await page.getByRole('button', { name: '+ Bag' }).isEnabled(), true);
      },
    },
  },
  {
    call: 'free gift',
    path: '/backend/product-detail/products/*/free-gift',
    says: 'Gagal memuat hadiah.',
    on: {
      product: LAPTOP,
      prepare: async () => undefined,
      rest: async (page) => {
        assert.equal(await page.getByRole('button', { name: '+ Bag' }).isEnabled(), true);
      },
    },
  },
  {
    call: 'free-gift cart',
    path: '/backend/retail/free-gift/carts',
    says: 'Gagal menambahkan produk. Silakan coba lagi.',
    on: {
      product: { ...LAPTOP, path: `${LAPTOP.path}?qty=2` },
      signedIn: true,
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Pilih hadiah' }).click();
        await giftDialog(page)
          .getByRole('checkbox', { name: /Mouse Nirkabel/ })
          .check();
        await giftDialog(page).getByRole('button', { name: 'Beli dengan hadiah' }).click();
      },
      // The gift chosen is still chosen, and the dialog closes onto a working page.
      rest: async (page) => {
        assert.equal(
          await giftDialog(page)
            .getByRole('checkbox', { name: /Mouse Nirkabel/ })
            .isChecked(),
          true,
          'the gift chosen is kept',
        );
        await page.keyboard.press('Escape');
        await giftDialog(page).waitFor({ state: 'detached' });
        assert.equal(await page.getByRole('button', { name: '+ Bag' }).isEnabled(), true);
      },
    },
  },
  { call: 'description', path: '/backend/product-detail/products/*/description', scroll: true, says: 'Gagal memuat deskripsi.' },
  {
    // Seen before: the lamp. Its card was never shown, so the list says it failed; the page works.
    call: 'recently viewed (basic products)',
    path: '/backend/product/products/_basic',
    says: 'Produk yang terakhir dilihat belum bisa ditampilkan.',
    on: {
      product: { path: '/p/lampu-meja-led-lipat/ps--LMP-60013', name: 'Lampu Meja LED Lipat' },
      prepare: async (page) => {
        await visit(page, `${e2e.host}${SHOES.path}`);
        await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
        await scrollToEnd(page);
      },
      rest: async (page) => {
        await page.getByRole('button', { name: '41' }).click();
        await page.getByText('Tersisa 3 produk').waitFor();
      },
    },
  },
  {
    // A member's pay-later status fails: spec §8 resets it to empty, so the section says nothing of the failure and
    // keeps the general line it shows before any status (and the member's ACTIVE line never comes); the page works.
    call: 'pay-later status',
    path: '/backend/wallet/paylater',
    says: null,
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => {
        await (await section(page, 'Layanan')).getByRole('region', { name: 'PayLater' }).waitFor();
        await networkSettled(page);
      },
      rest: async (page) => {
        const payLater = (await section(page, 'Layanan')).getByRole('region', { name: 'PayLater' });
        await payLater.getByText('Beli sekarang, bayar belakangan dengan PayLater.', { exact: true }).waitFor();
        await payLater.getByRole('link', { name: 'Pelajari PayLater' }).waitFor();
        assert.equal(await page.getByText('PayLater kamu aktif. Pilih PayLater saat checkout.').count(), 0);
        await page.getByRole('button', { name: '41' }).click();
        await page.getByText('Tersisa 3 produk').waitFor();
      },
    },
  },
  {
    // The laptop's installments fail: the row says so, the rest of the section and the page work.
    call: 'installments (v2)',
    path: '/backend/product-detail/products/*/installments',
    says: 'Cicilan belum bisa ditampilkan.',
    on: {
      product: LAPTOP,
      prepare: async (page) => {
        await section(page, 'Layanan');
      },
      rest: async (page) => {
        await (await section(page, 'Layanan')).getByRole('region', { name: 'PayLater' }).waitFor();
        await page.getByRole('button', { name: '+ Bag' }).first().waitFor();
      },
    },
  },
  {
    // A method's tenors fail once: the list says so, and opening the method again brings them.
    call: 'installment estimation (v2)',
    path: '/backend/product-detail/products/*/installment/*',
    says: 'Simulasi cicilan belum bisa dimuat.',
    times: 1,
    on: {
      product: LAPTOP,
      prepare: async (page) => {
        await (await section(page, 'Layanan')).getByRole('button', { name: 'Lihat cicilan' }).click();
        await page
          .getByRole('dialog', { name: 'Pilihan cicilan' })
          .getByRole('button', { name: /Kartu Kredit BCA/ })
          .click();
      },
      rest: async (page) => {
        const bca = page.getByRole('dialog', { name: 'Pilihan cicilan' }).getByRole('button', { name: /Kartu Kredit BCA/ });
        await bca.click();
        await bca.click();
        await page.getByRole('dialog', { name: 'Pilihan cicilan' }).getByText('Rp958.250/bulan', { exact: true }).waitFor();
      },
    },
  },
  {
    // The motorcycle's loan options fail: the simulation says so with a retry; the section and the page work.
    call: 'loan simulation options',
    path: '/backend/product-detail/products/*/loan-simulation/options',
    says: 'Simulasi kredit belum bisa ditampilkan.',
    on: {
      product: MOTORCYCLE,
      prepare: async (page) => {
        await loanSimulation(page);
      },
      rest: async (page) => {
        await (await loanSimulation(page)).getByRole('button', { name: 'Coba lagi' }).waitFor();
        await (await section(page, 'Layanan')).getByRole('region', { name: 'PayLater' }).waitFor();
        await page.getByRole('button', { name: 'Hitam', exact: true }).click();
        await page.waitForURL(/is--MTR-60015-00002$/);
      },
    },
  },
  {
    // The tenors fail once: the simulation says so, keeps what was typed, and its retry brings them.
    call: 'loan simulation tenors',
    path: '/backend/product-detail/products/*/loan-simulation/tenors',
    says: 'Cicilan belum bisa dihitung. Coba lagi.',
    times: 1,
    on: {
      product: MOTORCYCLE,
      prepare: async (page) => {
        const loan = await loanSimulation(page);
        await loan.getByLabel('Lokasi').selectOption({ label: 'Jabodetabek' });
        await loan.getByLabel('Uang muka (DP)').fill('4500000');
        await loan.getByRole('button', { name: 'Hitung cicilan' }).click();
      },
      rest: async (page) => {
        const loan = await loanSimulation(page);
        assert.equal(await loan.getByLabel('Uang muka (DP)').inputValue(), '4500000');
        await loan.getByRole('button', { name: 'Coba lagi' }).click();
        await loan
          .getByRole('group', { name: 'Pilih tenor' })
          .getByRole('radio', { name: /^12 bulan/ })
          .waitFor();
      },
    },
  },
  {
    // The phone's trade-in eligibility fails: no tag says an item trades, so the row stays away and
    // says nothing; the rest of the section and the page work.
    call: 'trade-in eligibility',
    path: '/backend/trade-in/products/*',
    says: null,
    on: {
      product: PHONE,
      prepare: async (page) => {
        await section(page, 'Layanan');
      },
      rest: async (page) => {
        const services = await section(page, 'Layanan');
        await services.getByRole('region', { name: 'PayLater' }).waitFor();
        await networkSettled(page);
        assert.equal(await services.getByRole('region', { name: 'Tukar tambah' }).count(), 0);
        await page.getByRole('button', { name: '+ Bag' }).first().waitFor();
      },
    },
  },
  {
    // On the trade-in page eligibility fails once: it says so with a retry, the devices still show.
    call: 'trade-in eligibility (trade-in page)',
    path: '/backend/trade-in/products/*',
    says: 'Gagal memuat tukar tambah.',
    times: 1,
    on: retriedOnPage(TRADE_IN_PAGE, {
      kept: (page) => page.getByRole('region', { name: 'Handphone' }),
      back: (page) => page.getByRole('button', { name: 'Tukar tambah di aplikasi' }),
    }),
  },
  {
    // The devices taken in fail once (spec §8: reset to empty): the page says so, keeps the rest, and its retry lists them.
    call: 'trade-in categories',
    path: '/backend/trade-in/products/*/category-info',
    says: 'Gagal memuat perangkat yang bisa ditukar.',
    times: 1,
    on: retriedOnPage(TRADE_IN_PAGE, {
      kept: (page) => page.getByRole('button', { name: 'Tukar tambah di aplikasi' }),
      back: (page) => page.getByRole('region', { name: 'Handphone' }),
    }),
  },
  {
    // The fridge's installations fail: no tag says an item has add-ons, so the row stays away and says
    // nothing; the rest of the section works.
    call: 'add-on installations',
    path: '/backend/add-on/installations/*',
    says: null,
    on: {
      product: FRIDGE,
      prepare: async (page) => {
        await section(page, 'Layanan');
      },
      rest: async (page) => {
        const services = await section(page, 'Layanan');
        await services.getByRole('region', { name: 'PayLater' }).waitFor();
        // The insurance still shows, on its own.
        await services
          .getByRole('region', { name: 'Layanan tambahan' })
          .getByRole('checkbox', { name: /^Proteksi/ })
          .waitFor();
        assert.equal(await services.getByRole('group', { name: 'Pemasangan' }).count(), 0);
      },
    },
  },
  {
    // The fridge's insurances fail: its installations show without them.
    call: 'add-on insurances',
    path: '/backend/add-on/insurances/*',
    says: null,
    on: {
      product: FRIDGE,
      prepare: async (page) => {
        await section(page, 'Layanan');
      },
      rest: async (page) => {
        const addOns = (await section(page, 'Layanan')).getByRole('region', { name: 'Layanan tambahan' });
        await addOns.getByRole('checkbox', { name: /^Pemasangan standar/ }).waitFor();
        await networkSettled(page);
        assert.equal(await addOns.getByRole('group', { name: 'Asuransi' }).count(), 0);
      },
    },
  },
  {
    // Checking a ticked add-on fails once: it stays ticked, the page says so, and the retry checks it.
    call: 'add-on availability',
    path: '/backend/add-on/availability',
    says: 'Ketersediaan layanan belum bisa dicek.',
    times: 1,
    on: {
      product: FRIDGE,
      prepare: async (page) => {
        await (
          await section(page, 'Layanan')
        )
          .getByRole('region', { name: 'Layanan tambahan' })
          .getByRole('checkbox', { name: /^Pemasangan standar/ })
          .check();
      },
      rest: async (page) => {
        const addOns = page.getByRole('region', { name: 'Layanan tambahan' });
        assert.equal(await addOns.getByRole('checkbox', { name: /^Pemasangan standar/ }).isChecked(), true, 'the choice is kept');
        await addOns.getByRole('button', { name: 'Coba lagi' }).click();
        await addOns.getByText('Ketersediaan layanan belum bisa dicek.').waitFor({ state: 'detached' });
      },
    },
  },
  {
    // On the installation page the list fails once: it says so with a retry, which lists them.
    call: 'add-on installations (installation page)',
    path: '/backend/add-on/installations/*',
    says: 'Gagal memuat layanan pemasangan.',
    times: 1,
    on: retriedOnPage(INSTALLATION_PAGE, { back: (page) => page.getByRole('region', { name: 'Pemasangan standar' }) }),
  },
  {
    // The coffee's subscription offer fails once: the row says so with a retry, which brings the form's button.
    call: 'subscription detail',
    path: '/backend/subscription/products/*',
    says: 'Langganan belum bisa ditampilkan.',
    times: 1,
    on: {
      product: COFFEE,
      prepare: async (page) => {
        await subscriptionOffer(page);
      },
      rest: async (page) => {
        const offer = await subscriptionOffer(page);
        await offer.getByRole('button', { name: 'Coba lagi' }).click();
        await offer.getByRole('button', { name: 'Atur langganan' }).click();
        await subscriptionForm(page).getByLabel('Lama berlangganan').waitFor();
      },
    },
  },
  {
    // The benefit fails: the row goes without it (nothing to retry for), and the form still opens.
    call: 'subscription benefit',
    path: '/backend/subscription/products/*/benefit',
    says: null,
    on: {
      product: COFFEE,
      prepare: async (page) => {
        await subscriptionOffer(page);
      },
      rest: async (page) => {
        const offer = await subscriptionOffer(page);
        await offer.getByRole('button', { name: 'Atur langganan' }).click();
        await subscriptionForm(page).getByLabel('Lama berlangganan').waitFor();
        assert.equal(await offer.getByText('Hemat 5% untuk setiap pengiriman').count(), 0);
      },
    },
  },
  {
    // A member's add to the subscription cart fails once: the form says so, keeps the choice, and sends it again.
    call: 'subscription cart',
    path: '/backend/subscription/carts',
    says: 'Gagal menambahkan ke langganan. Silakan coba lagi.',
    times: 1,
    on: {
      product: COFFEE,
      signedIn: true,
      prepare: subscribe,
      rest: async (page) => {
        const form = subscriptionForm(page);
        assert.equal(await form.getByLabel('Lama berlangganan').inputValue(), '3', 'the choice is kept');
        await form.getByRole('button', { name: 'Tambah ke keranjang langganan' }).click();
        await form.getByText('Produk ditambahkan ke keranjang langganan.').waitFor();
      },
    },
  },
  {
    // Adding to the subscription that already delivers the vitamin fails once: the dialog says so and tries again.
    call: 'subscription add to an existing one',
    path: '/backend/subscription/*/items',
    says: 'Gagal menambahkan ke langganan. Silakan coba lagi.',
    times: 1,
    on: {
      product: VITAMIN,
      signedIn: true,
      prepare: async (page) => {
        await subscribe(page);
        await page.getByRole('dialog', { name: 'Kamu sudah berlangganan produk ini' }).getByRole('button', { name: 'Tambahkan ke langganan' }).click();
      },
      rest: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Kamu sudah berlangganan produk ini' });
        await dialog.getByRole('button', { name: 'Tambahkan ke langganan' }).click();
        await dialog.getByText('Produk ditambahkan ke langgananmu.').waitFor();
      },
    },
  },
  {
    // The kaos's quote terms fail once: the service section says so with a retry, which brings the row and its form.
    call: 'quote terms',
    path: '/backend/product-detail/products/*/quote-terms',
    says: 'Penawaran harga belum bisa dimuat.',
    times: 1,
    on: {
      product: KAOS,
      prepare: async (page) => {
        await section(page, 'Layanan');
      },
      rest: async (page) => {
        await (await section(page, 'Layanan')).getByRole('button', { name: 'Coba lagi' }).click();
        await (await quoteOffer(page)).getByRole('button', { name: 'Minta penawaran' }).click();
        await quoteForm(page).getByLabel('Nomor HP').waitFor();
      },
    },
  },
  {
    // Asking for a quote fails once: the form says so, keeps what was typed, and sends it again.
    call: 'quote request',
    path: '/backend/product-detail/products/*/quotes',
    says: 'Permintaan belum terkirim. Coba lagi, isianmu tetap tersimpan.',
    times: 1,
    on: {
      product: KAOS,
      prepare: async (page) => {
        await (await quoteOffer(page)).getByRole('button', { name: 'Minta penawaran' }).click();
        const form = quoteForm(page);
        await form.getByLabel('Nama').fill('Rina');
        await form.getByLabel('Nomor HP').fill('081234567890');
        await form.getByLabel('Email').fill('rina@contoh.id');
        await form.getByRole('button', { name: 'Kirim permintaan' }).click();
      },
      rest: async (page) => {
        const form = quoteForm(page);
        assert.equal(await form.getByLabel('Email').inputValue(), 'rina@contoh.id', 'what was typed is kept');
        await form.getByRole('button', { name: 'Kirim permintaan' }).click();
        await form.getByText('Permintaan penawaran terkirim.').waitFor();
      },
    },
  },
  {
    // The laptop's copy fails: the description and its specifications show without it.
    call: 'product copy',
    path: '/backend/common/content/product-copy',
    says: null,
    on: {
      product: LAPTOP,
      prepare: async () => {},
      rest: async (page) => {
        const description = await section(page, 'Deskripsi');
        await description.getByTestId('product-description').waitFor();
        await networkSettled(page);
        assert.equal(await description.getByRole('region', { name: 'Garansi resmi Cakra' }).count(), 0);
      },
    },
  },
  { call: 'specifications', path: '/backend/product-detail/products/*/specifications', scroll: true, says: 'Gagal memuat deskripsi.' },
  { call: 'recommendations', path: '/backend/search/products/*/recommendations', scroll: true, says: 'Gagal memuat rekomendasi.' },
  { call: 'infinite recommendations', path: '/backend/search/infinite-recommendations', scroll: true, says: 'Gagal memuat rekomendasi.' },
  ...affiliateRows(),
  {
    // The host's 404 page, not a product: its list says the failure and its retry brings the products.
    call: 'homepage recommendations (404 page)',
    path: '/backend/search/homepage-recommendation',
    says: 'Gagal memuat rekomendasi.',
    times: 1,
    on: {
      product: NOT_FOUND_PAGE,
      prepare: async () => {},
      rest: async (page) => {
        const region = page.getByRole('region', { name: 'Mungkin kamu suka' });
        await region.getByRole('button', { name: 'Coba lagi' }).click();
        await region.getByRole('link').first().waitFor();
      },
    },
  },
  ...addToCartRecommendationRows(),
  ...brandRows(),
  // Tracking is best effort (spec §9): a lost batch or quest event says nothing, and the page and the
  // shopper's next steps carry on (the default rest: a variant pick).
  { call: 'analytics collector', path: '/backend/_collector/events', says: null },
  {
    call: 'quest event',
    path: '/backend/quest/publish-event',
    says: null,
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => {
        await networkSettled(page);
      },
      rest: async (page) => {
        await page.getByRole('button', { name: '41' }).click();
        await page.waitForURL(/\/is--SPL-60001-00002/);
        await page.getByText('Tersisa 3 produk').waitFor();
      },
    },
  },
  {
    call: 'nearest pickup point',
    path: '/backend/product-detail/products/*/nearest-pickup-point',
    says: 'Gagal memuat titik ambil.',
    on: { product: HELMET, prepare: choosePickup, rest: deliveryStillWorks },
  },
  {
    call: 'other pickup points',
    path: '/backend/product-pickup-point/*/other-pickup-point',
    says: 'Gagal memuat titik ambil lainnya.',
    on: {
      product: HELMET,
      prepare: async (page) => {
        await choosePickup(page);
        await page.getByTestId('pickup-point').getByRole('button', { name: 'Titik ambil lainnya' }).click();
      },
      // The chosen point stays, and delivery still works.
      rest: async (page) => {
        await page.getByTestId('pickup-point').getByText('Urban Gowes Senopati').waitFor();
        await deliveryStillWorks(page);
      },
    },
  },
  {
    call: 'notify me',
    path: '/backend/product/products/*/_notify-me',
    says: 'Gagal menyimpan pengingat. Silakan coba lagi.',
    on: {
      product: BLENDER,
      signedIn: true,
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Ingatkan saat stok tersedia' }).click();
        const dialog = notifyDialog(page);
        await dialog.getByRole('textbox', { name: 'Email' }).fill('sari@example.com');
        await dialog.getByRole('button', { name: 'Ingatkan saya' }).click();
      },
      // What the shopper typed is still there; the dialog closes and the page works on.
      rest: async (page) => {
        const dialog = notifyDialog(page);
        assert.equal(await dialog.getByRole('textbox', { name: 'Email' }).inputValue(), 'sari@example.com', 'the e-mail typed is kept');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        assert.equal(await page.getByRole('heading', { level: 1, name: BLENDER.name }).isVisible(), true);
      },
    },
  },
  {
    call: 'quick checkout (buy now)',
    path: '/backend/retail/checkouts/_quick',
    says: /Gagal (menambahkan produk|memproses pembelian)\. Silakan coba lagi\./,
    action: {
      act: async (page) => {
        await page.getByRole('button', { name: 'Tambah jumlah' }).click();
        for (let wait = 0; wait < 50 && (await quantity(page).inputValue()) !== '2'; wait += 1) await page.waitForTimeout(100);
        await page.getByRole('button', { name: 'Beli sekarang' }).click();
      },
      kept: async (page) => {
        assert.equal(await quantity(page).inputValue(), '2', 'the quantity chosen is kept');
        assert.match(page.url(), /\/p\/sepatu-lari-pria-aero-run-2\//, 'the shopper stays on the product');
      },
    },
  },
  {
    call: 'add to bag',
    path: '/backend/retail/carts/_add-bulk',
    says: 'Gagal menambahkan produk. Silakan coba lagi.',
    action: {
      act: async (page) => {
        await page.getByRole('button', { name: 'Tambah jumlah' }).click();
        for (let wait = 0; wait < 50 && (await quantity(page).inputValue()) !== '2'; wait += 1) await page.waitForTimeout(100);
        await page.getByRole('button', { name: '+ Bag' }).click();
      },
      kept: async (page) => assert.equal(await quantity(page).inputValue(), '2', 'the quantity chosen is kept'),
    },
  },
  {
    call: 'merchant followed flag',
    path: '/backend/official/merchant-favorites/*',
    // A flag it could not read shows as not followed (following is harmless when already followed).
    says: /^Ikuti$/,
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => (await section(page, 'Penjual')).getByRole('button', { name: 'Ikuti', exact: true }).waitFor(),
      rest: async (page) => {
        await (await section(page, 'Penjual')).getByRole('button', { name: 'Ikuti', exact: true }).click();
        await (await section(page, 'Penjual')).getByRole('button', { name: 'Mengikuti' }).waitFor();
      },
    },
  },
  {
    call: 'merchant follow',
    path: '/backend/official/merchant-favorites/*/_follow',
    says: 'Gagal menyimpan. Silakan coba lagi.',
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => (await section(page, 'Penjual')).getByRole('button', { name: 'Ikuti', exact: true }).click(),
      // Not followed, and the button there for another try.
      rest: async (page) => {
        const button = (await section(page, 'Penjual')).getByRole('button', { name: 'Ikuti', exact: true });
        assert.equal(await button.getAttribute('aria-pressed'), 'false');
      },
    },
  },
  {
    call: 'product report reasons',
    path: '/backend/common/content/report-product',
    says: 'Gagal memuat alasan laporan.',
    times: 1,
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => (await section(page, 'Penjual')).getByRole('button', { name: 'Laporkan produk' }).click(),
      // A retry brings the reasons.
      rest: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Laporkan produk' });
        await dialog.getByRole('button', { name: 'Coba lagi' }).click();
        await dialog.getByRole('radio', { name: 'Produk palsu' }).waitFor();
      },
    },
  },
  {
    call: 'product report',
    path: '/backend/product/products/*/_report',
    says: 'Gagal mengirim laporan. Silakan coba lagi.',
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => {
        await (await section(page, 'Penjual')).getByRole('button', { name: 'Laporkan produk' }).click();
        const dialog = page.getByRole('dialog', { name: 'Laporkan produk' });
        await dialog.getByRole('radio', { name: 'Harga tidak wajar' }).check();
        await dialog.getByRole('textbox', { name: 'Ceritakan masalahnya' }).fill('Harganya tiga kali lipat dari toko lain.');
        await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      },
      // The reason chosen and the text typed are kept.
      rest: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Laporkan produk' });
        assert.equal(await dialog.getByRole('radio', { name: 'Harga tidak wajar' }).isChecked(), true, 'the reason chosen is kept');
        assert.equal(await dialog.getByRole('textbox', { name: 'Ceritakan masalahnya' }).inputValue(), 'Harganya tiga kali lipat dari toko lain.');
      },
    },
  },
  { call: 'reviews', path: '/backend/product-review/public-reviews', scroll: true, says: 'Gagal memuat ulasan.' },
  { call: 'discussions', path: '/backend/product/products/*/discussions', scroll: true, says: 'Gagal memuat diskusi.' },
  {
    call: 'review like',
    path: '/backend/product-review/reviews/*/like',
    says: 'Gagal menyimpan. Silakan coba lagi.',
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => (await reviewCard(page, 'Dimas Pratama')).getByRole('button', { name: 'Membantu (18)' }).click(),
      // The count stays as it was; the rest of the reviews still work.
      rest: async (page) => {
        await (await reviewCard(page, 'Dimas Pratama')).getByRole('button', { name: 'Membantu (18)' }).waitFor();
        await (await section(page, 'Ulasan')).getByRole('button', { name: 'Lihat ulasan lainnya' }).click();
        await page.waitForFunction(() => document.querySelectorAll('#pdp-section-reviews article').length === 12);
      },
    },
  },
  {
    call: 'review report reasons',
    path: '/backend/common/content/review-report-reasons',
    says: 'Gagal memuat alasan laporan.',
    times: 1,
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => (await reviewCard(page, 'Yoga Saputra')).getByRole('button', { name: 'Laporkan ulasan dari Yoga Saputra' }).click(),
      // A retry brings the reasons.
      rest: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Laporkan ulasan' });
        await dialog.getByRole('button', { name: 'Coba lagi' }).click();
        await dialog.getByRole('radio', { name: 'Spam atau promosi' }).waitFor();
      },
    },
  },
  {
    call: 'review images',
    path: '/backend/product-review/public-reviews/images',
    says: 'Gagal memuat foto ulasan.',
    times: 1,
    on: {
      product: { path: `${SHOES.path}/review-gallery`, name: 'Foto ulasan' },
      prepare: async () => undefined,
      // A retry brings the photos.
      rest: async (page) => {
        await page.getByRole('button', { name: 'Coba lagi' }).click();
        await page.getByRole('img', { name: 'Foto ulasan 4' }).waitFor();
      },
    },
  },
  {
    call: "review images in the section (buyers' photos)",
    path: '/backend/product-review/public-reviews/images',
    says: 'Gagal memuat foto ulasan.',
    times: 1,
    on: {
      product: SHOES,
      prepare: async (page) => {
        await section(page, 'Ulasan');
      },
      // The reviews stay, and a retry brings the photos.
      rest: async (page) => {
        const reviews = await section(page, 'Ulasan');
        await reviews.getByRole('article').first().waitFor();
        await reviews.getByRole('button', { name: 'Coba lagi' }).click();
        await reviews.getByRole('button', { name: 'Foto pembeli 1' }).waitFor();
      },
    },
  },
  {
    call: 'review policy',
    path: '/backend/content/singlepages/product-review-policies/parameters',
    says: 'Gagal memuat kebijakan ulasan.',
    times: 1,
    on: {
      product: SHOES,
      prepare: async (page) => (await section(page, 'Ulasan')).getByRole('button', { name: 'Kebijakan ulasan' }).click(),
      // A retry brings the policy.
      rest: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Kebijakan ulasan' });
        await dialog.getByRole('button', { name: 'Coba lagi' }).click();
        await dialog.getByText('Ulasan ditulis oleh pembeli yang sudah menerima pesanannya.').waitFor();
      },
    },
  },
  {
    call: 'review detail',
    path: '/backend/product-review/public-reviews/REV-*',
    says: 'Gagal memuat ulasan ini.',
    times: 1,
    on: {
      product: { path: `${SHOES.path}/detail-review?reviewId=REV-SPL-002`, name: 'Detail ulasan' },
      prepare: async () => undefined,
      // A retry brings the review; the other reviews were there all along.
      rest: async (page) => {
        await page.getByRole('button', { name: 'Coba lagi' }).click();
        await page.getByText('Bagus dan nyaman, tapi warnanya sedikit lebih gelap dari foto.').waitFor();
        await page.getByRole('region', { name: 'Ulasan lainnya' }).getByRole('article', { name: 'Rina Wulandari' }).waitFor();
      },
    },
  },
  ...reviewerRows('hall of fame', { summary: '/backend/hall-of-fame/user/*', reviews: '/backend/hall-of-fame/user/reviews/*' }),
  ...reviewerRows(
    'without the hall of fame',
    { summary: '/backend/product-review/users/*/summary', reviews: '/backend/product-review/users/*/reviews' },
    { hallOfFameEnabled: 'false' },
  ),
  {
    call: 'profile made public',
    path: '/backend/product-review/users/me/_public',
    says: 'Gagal mengubah profil. Silakan coba lagi.',
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => {
        await (await reviewCard(page, 'Sari Wulandari')).getByRole('button', { name: 'Lihat profil Sari Wulandari' }).click();
        await page.getByRole('dialog', { name: 'Profil pengulas' }).getByRole('button', { name: 'Jadikan profil publik' }).click();
      },
      // Still private, the button there for another try, and her own reviews listed.
      rest: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Profil pengulas' });
        await dialog.getByRole('button', { name: 'Jadikan profil publik' }).waitFor();
        await dialog.getByRole('link', { name: SHOES.name }).waitFor();
      },
    },
  },
  reportRow({
    call: 'review report',
    path: '/backend/product-review/*/_report',
    open: async (page) => (await reviewCard(page, 'Yoga Saputra')).getByRole('button', { name: 'Laporkan ulasan dari Yoga Saputra' }).click(),
    dialog: 'Laporkan ulasan',
    reason: 'Spam atau promosi',
  }),
  {
    call: 'discussion ask',
    path: '/backend/product/products/*/discussions/_create',
    says: 'Terjadi kesalahan. Coba kirim ulang lagi.',
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => {
        await (await section(page, 'Diskusi')).getByRole('button', { name: 'Tulis pertanyaan' }).click();
        const dialog = page.getByRole('dialog', { name: 'Tulis pertanyaan' });
        await dialog.getByRole('textbox', { name: 'Pertanyaanmu' }).fill('Apakah ada ukuran 43?');
        await dialog.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      },
      // What the shopper typed is still there.
      rest: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Tulis pertanyaan' });
        assert.equal(await dialog.getByRole('textbox', { name: 'Pertanyaanmu' }).inputValue(), 'Apakah ada ukuran 43?', 'the question typed is kept');
      },
    },
  },
  reportRow({
    call: 'question report',
    path: '/backend/product/discussions/question/*/_report',
    open: async (page) => (await section(page, 'Diskusi')).getByRole('button', { name: 'Laporkan pertanyaan dari Hendra' }).click(),
    dialog: 'Laporkan pertanyaan',
    reason: 'Lainnya',
  }),
  reportRow({
    call: 'reply report',
    path: '/backend/product-review/reply/*/_report',
    open: async (page) => (await reviewCard(page, 'Yoga Saputra')).getByRole('button', { name: 'Laporkan balasan Aero Official Store' }).click(),
    dialog: 'Laporkan balasan',
    reason: 'Spam atau promosi',
  }),
  reportRow({
    call: 'answer report',
    path: '/backend/product/discussions/answer/*/_report',
    open: async (page) => (await section(page, 'Diskusi')).getByRole('button', { name: 'Laporkan jawaban dari Rina' }).click(),
    dialog: 'Laporkan jawaban',
    reason: 'Berisi tautan luar',
  }),
  {
    call: 'question report reasons',
    path: '/backend/common/content/review-reasons',
    says: 'Gagal memuat alasan laporan.',
    times: 1,
    on: {
      product: SHOES,
      signedIn: true,
      prepare: async (page) => (await section(page, 'Diskusi')).getByRole('button', { name: 'Laporkan pertanyaan dari Hendra' }).click(),
      // A retry brings the reasons.
      rest: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Laporkan pertanyaan' });
        await dialog.getByRole('button', { name: 'Coba lagi' }).click();
        await dialog.getByRole('radio', { name: 'Berisi tautan luar' }).waitFor();
      },
    },
  },
  sellerSectionRow({
    call: 'offline merchants',
    path: '/backend/product/products/*/offline-merchants',
    says: 'Gagal memuat toko offline.',
    product: FRIDGE,
    retried: (seller) => seller.getByText('Elektronik Jaya Kelapa Gading'),
  }),
  sellerSectionRow({
    call: 'merchant rating info',
    path: '/backend/common/content/merchant-rating-info',
    says: 'Gagal memuat rating toko.',
    retried: (seller) => seller.getByRole('button', { name: '★ 4,8 · 1.250 rating' }),
  }),
  {
    call: 'seller badge info',
    path: '/backend/common/content/seller-badge-info',
    // Badges the platform cannot explain are not shown; the rating stays.
    says: null,
    on: {
      product: SHOES,
      prepare: async (page) => {
        await section(page, 'Penjual');
      },
      rest: async (page) => {
        const seller = await section(page, 'Penjual');
        await seller.getByRole('button', { name: '★ 4,8 · 1.250 rating' }).waitFor();
        await networkSettled(page);
        assert.equal(await seller.getByRole('list', { name: 'Lencana toko' }).count(), 0);
        await seller.getByRole('button', { name: 'Ikuti', exact: true }).waitFor();
      },
    },
  },
  {
    call: 'seller rating info',
    path: '/backend/common/content/seller-rating-info',
    says: 'Gagal memuat info.',
    times: 1,
    on: {
      product: SHOES,
      prepare: async (page) => {
        await (await section(page, 'Penjual')).getByRole('button', { name: '★ 4,8 · 1.250 rating' }).click();
      },
      rest: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Rating toko' });
        await dialog.getByText('4,8 dari 5, dari 1.250 pembeli').waitFor();
        await dialog.getByRole('button', { name: 'Coba lagi' }).click();
        await dialog.getByText('Ulasan yang dilaporkan dan terbukti palsu tidak dihitung.').waitFor();
      },
    },
  },
  sellerSectionRow({
    call: 'seller reviews',
    path: '/backend/product-review/merchants/*/reviews',
    says: 'Gagal memuat ulasan toko.',
    retried: (seller) => seller.getByText('oleh Rina Wulandari'),
  }),
  {
    call: 'share link',
    path: '/backend/common/share-link',
    says: 'Tautan pendek belum bisa dibuat. Tautan lengkap tetap bisa dibagikan.',
    times: 1,
    on: {
      product: SHOES,
      prepare: async (page) => {
        await (await section(page, 'Penjual')).getByRole('button', { name: 'Bagikan produk' }).click();
      },
      // The full tracked link and the QR code stand; a retry brings the short link.
      rest: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Bagikan produk' });
        const link = dialog.getByRole('textbox', { name: 'Tautan produk' });
        assert.match(await link.inputValue(), /\/p\/sepatu-lari-pria-aero-run-2\/ps--SPL-60001\?.*share_link=1$/);
        await dialog.getByRole('img', { name: /^Kode QR/ }).waitFor();
        await dialog.getByRole('button', { name: 'Coba lagi' }).click();
        await page.waitForFunction(() =>
          /^https:\/\/pasarku\.link\//.test((document.querySelector('[role="dialog"] input') as HTMLInputElement | null)?.value ?? ''),
        );
      },
    },
  },
  ...groceryRows(),
  TICKET_CONFIGS_ROW,
  ...WISHLIST_ROWS,
];

/** The grocery store's calls (spec §7 Grocery), each on the rice at Kemang, found from the device. */
function groceryRows(): FaultMatrixCall[] {
  const KEMANG = { latitude: -6.2615, longitude: 106.8106 };
  const store = (page: Page) => page.getByTestId('grocery-store');
  const servedFromKemang = async (page: Page) => {
    await shippingRegion(page).getByRole('button', { name: 'Gunakan lokasi saat ini' }).click();
    await store(page).getByText('Ranch Market Kemang', { exact: true }).waitFor();
    await page.getByTestId('grocery-slot').waitFor();
  };
  const picker = (page: Page) => page.getByRole('dialog', { name: 'Pilih toko' });
  const openPicker = async (page: Page) => {
    await servedFromKemang(page);
    await shippingRegion(page).getByRole('button', { name: 'Ganti toko' }).click();
  };
  const addToBag = async (page: Page) => {
    await shippingRegion(page).getByRole('button', { name: '+ Bag' }).click();
    const added = page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    await added.getByRole('button', { name: 'Lanjut belanja' }).click();
    await added.waitFor({ state: 'detached' });
  };
  const grocery = (prepare: (page: Page) => Promise<void>, rest: (page: Page) => Promise<void>, signedIn = false) => ({
    product: BERAS,
    deviceAt: KEMANG,
    signedIn,
    prepare,
    rest,
  });
  return [
    {
      call: 'grocery slotted delivery',
      path: '/backend/grocery/slotted-delivery/_resolve',
      says: 'Gagal memuat jadwal pengiriman.',
      times: 1,
      // A retry brings the store back, with its windows.
      on: grocery(
        (page) => shippingRegion(page).getByRole('button', { name: 'Gunakan lokasi saat ini' }).click(),
        async (page) => {
          await shippingRegion(page).getByRole('button', { name: 'Coba lagi' }).click();
          await store(page).getByText('Ranch Market Kemang', { exact: true }).waitFor();
          await page.getByTestId('grocery-slot').waitFor();
        },
      ),
    },
    {
      call: 'grocery slotted delivery of a store',
      path: '/backend/grocery/products/*/slotted-delivery',
      says: 'Gagal memuat jadwal pengiriman.',
      times: 1,
      // The store chosen stays chosen; a retry brings its windows.
      on: grocery(
        async (page) => {
          await openPicker(page);
          await picker(page).getByRole('button', { name: 'Pilih Ranch Market Pondok Indah' }).click();
        },
        async (page) => {
          await shippingRegion(page).getByRole('button', { name: 'Coba lagi' }).click();
          await store(page).getByText('Ranch Market Pondok Indah', { exact: true }).waitFor();
          await page.getByTestId('grocery-slot').waitFor();
        },
      ),
    },
    {
      call: 'grocery nearby stores',
      path: '/backend/grocery/stores/_nearby',
      says: 'Gagal memuat toko terdekat.',
      times: 1,
      // The store serving the shopper was found all the same; a retry lists the others.
      on: grocery(servedFromKemang, async (page) => {
        await page.getByRole('button', { name: 'Coba lagi' }).click();
        await page.getByRole('list', { name: 'Toko terdekat' }).getByRole('button', { name: 'Belanja di sini: Ranch Market Pondok Indah' }).waitFor();
      }),
    },
    {
      call: 'grocery store picker',
      path: '/backend/grocery/store-picker/nearby',
      says: 'Gagal memuat daftar toko.',
      times: 1,
      on: grocery(openPicker, async (page) => {
        await picker(page).getByRole('button', { name: 'Coba lagi' }).click();
        await picker(page).getByRole('button', { name: 'Pilih Ranch Market Kelapa Gading' }).waitFor();
      }),
    },
    {
      call: 'grocery store picker config',
      path: '/backend/common/content/grocery-store-picker-config',
      says: null,
      // Its defaults stand in: the picker lists the stores around the shopper.
      on: grocery(openPicker, async (page) => {
        await picker(page).getByText('Toko di sekitar lokasimu').waitFor();
        await picker(page).getByRole('button', { name: 'Pilih Ranch Market Kelapa Gading' }).waitFor();
      }),
    },
    {
      call: 'grocery wiki',
      path: '/backend/common/content/grocery-wiki-info',
      says: 'Gagal memuat info belanja grocery.',
      times: 1,
      on: grocery(
        (page) => page.getByRole('button', { name: 'Info belanja grocery' }).click(),
        async (page) => {
          await page.getByRole('button', { name: 'Coba lagi' }).click();
          await page.getByRole('dialog', { name: 'Belanja grocery di Pasarku' }).getByText('Antar sekarang atau terjadwal').waitFor();
        },
      ),
    },
    {
      call: 'grocery recommendations',
      path: '/backend/grocery/recommendations',
      scroll: true,
      says: 'Gagal memuat rekomendasi.',
      times: 1,
      on: grocery(
        async () => {},
        async (page) => {
          await page.getByRole('button', { name: 'Coba lagi' }).click();
          await page
            .getByRole('link', { name: /Telur Ayam Negeri 10 Butir/ })
            .first()
            .waitFor();
        },
      ),
    },
    {
      call: 'grocery bag update',
      path: '/backend/grocery/carts/_bulk-update',
      says: 'Gagal menambahkan produk. Silakan coba lagi.',
      times: 1,
      // The store and the window chosen stay; the next press adds.
      on: grocery(
        async (page) => {
          await servedFromKemang(page);
          await shippingRegion(page).getByRole('button', { name: '+ Bag' }).click();
        },
        async (page) => {
          await store(page).getByText('Ranch Market Kemang', { exact: true }).waitFor();
          await page.getByTestId('grocery-slot').getByText('Antar sekarang').waitFor();
          await addToBag(page);
          await page.getByRole('link', { name: 'Bag (1)' }).waitFor();
        },
        true,
      ),
    },
    {
      call: 'grocery checkout summary',
      path: '/backend/grocery/checkouts/summary',
      says: null,
      times: 1,
      // Failed, the summary is not shown (spec §8: reset to empty); asked again after an add, it is.
      on: grocery(
        servedFromKemang,
        async (page) => {
          assert.equal(await page.getByTestId('grocery-checkout-summary').count(), 0);
          await addToBag(page);
          await page.getByTestId('grocery-checkout-summary').getByText('Bag grocery di Ranch Market Kemang').waitFor();
        },
        true,
      ),
    },
  ];
}

const FAULTS = ['status=500', 'status=503', 'timeout', 'malformed'] as const;
type Fault = (typeof FAULTS)[number];

/**
 * The browser's sample (docs/testing.md): for each remote, one call per fault kind, each through a
 * different wiring (a call of the page's load, a section's as it comes near, a shopper's action, a
 * modal's), through the real simulator, host server and builds. Every call × fault is proven in jsdom
 * by the features' `*.fault-matrix.test.tsx`; FAULT_MATRIX_ROWS runs rows here with every fault
 * (`FAULT_MATRIX_ROWS=wishlist` the rows whose call names it, `all` every row), while working on one.
 */
const SAMPLE: readonly { call: string; fault: Fault }[] = [
  { call: 'product summary', fault: 'status=500' },
  { call: 'description', fault: 'status=503' },
  { call: 'add to bag', fault: 'timeout' },
  { call: 'wishlist create album', fault: 'malformed' },
  { call: 'grocery slotted delivery', fault: 'status=500' },
  { call: 'grocery nearby stores', fault: 'status=503' },
  { call: 'grocery bag update', fault: 'timeout' },
  { call: 'grocery wiki', fault: 'malformed' },
];

const e2e = e2eSuite();
const { host } = e2e;

async function pageWithFault(row: FaultMatrixCall, fault: string): Promise<{ page: Page; pageErrors: string[] }> {
  const deviceAt = row.on?.deviceAt;
  const tracked = await e2e.openPage({ width: 1280, context: deviceAt ? { geolocation: deviceAt, permissions: ['geolocation'] } : {} });
  // Any page of the host gives the session its cookie; the fault is tied to it.
  if (row.action || row.on?.signedIn) await signIn(tracked.page, host);
  else await visit(tracked.page, `${host}/runtime-config.json`);
  await sessionFault(tracked.page, row.path, fault, { ...(row.times ? { times: row.times } : {}), ...(row.method ? { method: row.method } : {}) });
  if (row.on?.config) await sessionProductConfig(tracked.page, row.on.config);
  await visit(tracked.page, `${row.on?.config ? e2e.stack.urls.plainHost : host}${(row.on?.product ?? SHOES).path}`);
  return tracked;
}

/** One cell: the call fails so, and the page stays up, says so, keeps what the shopper did, and works on. */
async function provesCell(row: FaultMatrixCall, fault: Fault): Promise<void> {
  const { page, pageErrors } = await pageWithFault(row, fault);
  try {
    if (row.scroll) await scrollToEnd(page);
    if (row.on) {
      await page.getByRole('heading', { level: 1, name: row.on.product.name }).waitFor();
      await row.on.prepare(page);
    }
    if (row.action) {
      await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
      await row.action.act(page);
    }
    if (row.says !== null) await page.getByText(row.says).first().waitFor({ timeout: 15_000 });
    await row.action?.kept(page);
    if (row.pageGone) {
      await page.getByRole('button', { name: 'Coba lagi' }).waitFor();
      assert.equal(await page.getByRole('banner').isVisible(), true, 'the host stays');
    } else if (row.on) {
      await row.on.rest(page);
    } else {
      assert.equal(await page.getByRole('heading', { level: 1, name: SHOES.name }).isVisible(), true);
      await page.getByRole('button', { name: '41' }).click();
      await page.waitForURL(/\/is--SPL-60001-00002/);
      await page.getByText('Tersisa 3 produk').waitFor();
    }
    assert.deepEqual(pageErrors, []);
  } finally {
    await page.context().close();
  }
}

function rowNamed(call: string): FaultMatrixCall {
  const row = FAULT_MATRIX_CALLS.find((candidate) => candidate.call === call);
  assert.ok(row, `no fault-matrix row is called ${call}`);
  return row;
}

const only = process.env.FAULT_MATRIX_ROWS;
const cells = only
  ? FAULT_MATRIX_CALLS.filter((row) => only === 'all' || row.call.includes(only)).flatMap((row) => FAULTS.map((fault) => ({ call: row.call, fault })))
  : SAMPLE;

describe('the fault matrix of the product pages, sampled in the browser', () => {
  it('samples every fault kind on each remote', () => {
    const grocery = (call: string) => call.startsWith('grocery ');
    for (const remote of [false, true]) {
      assert.deepEqual(new Set(SAMPLE.filter(({ call }) => grocery(call) === remote).map(({ fault }) => fault)), new Set(FAULTS));
    }
  });

  for (const { call, fault } of cells) {
    it(`${call} × ${fault}: the page stays up, says so and works on`, async () => {
      await provesCell(rowNamed(call), fault);
    });
  }
});
