// The combo calls as the combo tests serve them (combo.test.tsx and combo.fault-matrix.test.tsx): an
// item tagged COMBO, its combo of a primary, two complementary items and an unavailable one, and the
// add to bag; the bundle the combo links to and adding one of its items (bundling-catalog.test.tsx);
// and the bottom sheet opened as a shopper opens it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BundleDto, SingleComboDto } from '@pdp/backend-api/combos';
import { aSummary } from '../../testing/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http } from '../../testing/backend-mock';

export const BUDI = { id: 'u1', name: 'Budi' };
const item = (itemSku: string, name: string, offered: number, combo: number, flags: Partial<{ primary: boolean; available: boolean }> = {}) => ({
  itemSku,
  productSku: itemSku.slice(0, 9),
  name,
  imageUrl: '/backend/media/x.svg',
  price: { listed: offered, offered, combo },
  primary: false,
  available: true,
  selected: flags.available ?? true,
  ...flags,
});
export const COMBO: SingleComboDto = {
  comboId: 'CMB-1',
  name: 'Paket hemat sepatu',
  bundlingCatalogId: 'BND-1',
  minimumItems: 2,
  items: [
    item('SPL-1-00001', 'Sepatu Lari Aero', 600000, 540000, { primary: true }),
    item('KAO-2-00001', 'Kaos Lari', 100000, 90000),
    item('TMB-3-00001', 'Tumbler', 50000, 45000),
    item('KNS-4-00001', 'Konsol', 1000000, 900000, { available: false }),
  ],
};

export function serveCombo({ combo = () => envelope(COMBO as never), add }: { combo?: () => Response; add?: () => Response } = {}) {
  const adds: unknown[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ tags: ['AVAILABLE', 'COMBO'] }))),
    http.get(`${TEST_BACKEND}/product/products/:id/single-combo`, () => combo()),
    http.post(`${TEST_BACKEND}/retail/carts/_add-bulk`, async ({ request }) => {
      adds.push(await request.json());
      return add?.() ?? envelope({ cartCount: 3 });
    }),
  );
  return adds;
}

const BUNDLE: BundleDto = { bundleId: 'BND-1', comboId: COMBO.comboId, name: COMBO.name, items: COMBO.items };
export const BUNDLE_PATH = '/retail/bundling-catalog/BND-1';

/** The bundle BND-1 (or `bundle`'s answer) and adding one of its items (`add`'s answer, else a bag of 4); gives what was added. */
export function serveBundle({ bundle = () => envelope(BUNDLE as never), add }: { bundle?: () => Response; add?: () => Response } = {}) {
  const adds: unknown[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product/bundles/:bundleId`, () => bundle()),
    http.post(`${TEST_BACKEND}/retail/bundling-catalog/:bundleId/_add-item`, async ({ request, params }) => {
      adds.push({ bundleId: params.bundleId, body: await request.json() });
      return add?.() ?? envelope({ cartCount: 4 });
    }),
  );
  return adds;
}

/** Opens the bottom sheet from the combo row, once its items are in. */
export async function openSheet() {
  await userEvent.click(await screen.findByRole('button', { name: 'Lihat paket' }));
  const sheet = await screen.findByRole('dialog', { name: 'Paket combo' });
  await within(sheet).findByRole('checkbox', { name: /Kaos Lari/ });
  return sheet;
}
