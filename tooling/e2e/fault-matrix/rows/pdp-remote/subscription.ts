// The subscription's calls (pdp-remote/src/features/subscription): the coffee's offer and its form,
// and the vitamin a member already subscribes to.
import { expect, type Page } from '@playwright/test';
import { COFFEE, VITAMIN } from '../../../products';
import { dialog, row, section, type FaultMatrixCall } from '../../row';

const subscriptionOffer = async (page: Page) => (await section(page, 'Layanan')).getByRole('region', { name: 'Langganan' });
const subscriptionForm = (page: Page) => dialog(page, 'Langganan produk ini');
const existing = (page: Page) => dialog(page, 'Kamu sudah berlangganan produk ini');
/** Opens the subscription form from the offer: it asks how long. */
const openForm = async (page: Page) => {
  await (await subscriptionOffer(page)).getByRole('button', { name: 'Atur langganan' }).click();
  await expect(subscriptionForm(page).getByLabel('Lama berlangganan')).toBeVisible();
};
/** Opens the subscription form, chooses 3 months and sends it. */
const subscribe = async (page: Page) => {
  await openForm(page);
  await subscriptionForm(page).getByLabel('Lama berlangganan').selectOption({ label: '3 bulan' });
  await subscriptionForm(page).getByRole('button', { name: 'Tambah ke keranjang langganan' }).click();
};

export const SUBSCRIPTION_ROWS: FaultMatrixCall[] = [
  // The coffee's subscription offer fails once: the row says so with a retry, which brings the form's button.
  row(
    { call: 'subscription detail', path: '/backend/subscription/products/*', says: 'Langganan belum bisa ditampilkan.', times: 1 },
    {
      product: COFFEE,
      prepare: subscriptionOffer,
      rest: async (page) => {
        await (await subscriptionOffer(page)).getByRole('button', { name: 'Coba lagi' }).click();
        await openForm(page);
      },
    },
  ),
  // The benefit fails: the row goes without it (nothing to retry for), and the form still opens.
  row(
    { call: 'subscription benefit', path: '/backend/subscription/products/*/benefit', says: null },
    {
      product: COFFEE,
      prepare: subscriptionOffer,
      rest: async (page) => {
        await openForm(page);
        await expect((await subscriptionOffer(page)).getByText('Hemat 5% untuk setiap pengiriman')).toHaveCount(0);
      },
    },
  ),
  // A member's add to the subscription cart fails once: the form says so, keeps the choice, and sends it again.
  row(
    { call: 'subscription cart', path: '/backend/subscription/carts', says: 'Gagal menambahkan ke langganan. Silakan coba lagi.', times: 1 },
    {
      product: COFFEE,
      signedIn: true,
      prepare: subscribe,
      rest: async (page) => {
        const form = subscriptionForm(page);
        await expect(form.getByLabel('Lama berlangganan'), 'the choice is kept').toHaveValue('3');
        await form.getByRole('button', { name: 'Tambah ke keranjang langganan' }).click();
        await expect(form.getByText('Produk ditambahkan ke keranjang langganan.')).toBeVisible();
      },
    },
  ),
  // Adding to the subscription that already delivers the vitamin fails once: the dialog says so and tries again.
  row(
    {
      call: 'subscription add to an existing one',
      path: '/backend/subscription/*/items',
      says: 'Gagal menambahkan ke langganan. Silakan coba lagi.',
      times: 1,
    },
    {
      product: VITAMIN,
      signedIn: true,
      prepare: async (page) => {
        await subscribe(page);
        await existing(page).getByRole('button', { name: 'Tambahkan ke langganan' }).click();
      },
      rest: async (page) => {
        await existing(page).getByRole('button', { name: 'Tambahkan ke langganan' }).click();
        await expect(existing(page).getByText('Produk ditambahkan ke langgananmu.')).toBeVisible();
      },
    },
  ),
];
