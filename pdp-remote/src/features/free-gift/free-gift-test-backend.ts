// The free-gift calls as the free-gift tests serve them (free-gift.test.tsx and
// free-gift.fault-matrix.test.tsx): an item tagged FREE_GIFT, its three gifts (two at most, for 2 or
// more bought), and the free-gift cart; and the gifts opened as a shopper opens them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreeGiftDto } from '@pdp/backend-api/free-gifts';
import { aSummary } from '../../testing/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http } from '../../testing/backend-mock';

export const BUDI = { id: 'u1', name: 'Budi' };
const gift = (itemSku: string, name: string) => ({
  itemSku,
  name,
  pickupPointCode: 'PP-G',
  pickupPointName: 'Gudang',
  attributes: [{ name: 'Warna', value: 'Hitam' }],
  imageUrl: null,
  groupId: 'G',
  selected: false,
});
export const FREE_GIFT: FreeGiftDto = {
  maxNoOfFreeSkus: 2,
  criteria: { type: 'QUANTITY', threshold: 2 },
  complimentaryItems: [gift('G-1', 'Kaus Kaki'), gift('G-2', 'Botol Minum'), gift('G-3', 'Handuk')],
};

export function serveGifts({ freeGift = () => envelope(FREE_GIFT as never), add }: { freeGift?: () => Response; add?: () => Response } = {}) {
  const adds: unknown[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ tags: ['AVAILABLE', 'FREE_GIFT'] }))),
    http.get(`${TEST_BACKEND}/product-detail/products/:id/free-gift`, () => freeGift()),
    http.post(`${TEST_BACKEND}/retail/free-gift/carts`, async ({ request }) => {
      adds.push(await request.json());
      return add?.() ?? envelope({ cartCount: 2 });
    }),
  );
  return adds;
}

/** Opens the gifts from their row, once they are in. */
export async function openGifts() {
  await userEvent.click(await screen.findByRole('button', { name: 'Pilih hadiah' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hadiah gratis' });
  await within(dialog).findByRole('checkbox', { name: /Kaus Kaki/ });
  return dialog;
}
