// The add-on calls as the add-on tests serve them (add-ons.test.tsx and add-ons.fault-matrix.test.tsx):
// an item with two installations and an insurance (behind the product config's switch), their
// availability, and the installation page.
import type { AddOnDto } from '@pdp/backend-api/add-ons';
import { aSummary } from '../../testing/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, jsonContent } from '../../testing/backend-mock';

const INSTALLATIONS: AddOnDto[] = [
  { id: 'INST-STD', name: 'Pemasangan standar', price: 150_000, details: ['Teknisi datang ke rumahmu', 'Garansi pemasangan 30 hari'] },
  { id: 'INST-SWAP', name: 'Bongkar pasang', price: 250_000, details: [] },
];
const INSURANCES: AddOnDto[] = [{ id: 'INS-2Y', name: 'Proteksi kerusakan 2 tahun', price: 499_000, details: [] }];
export const INSTALLATION_PAGE = '/add-on/installation/sepatu-lari-aero/ps--SPL-1';

/** Serves the add-on calls; records which lists were asked for and every availability check. */
export function serveAddOns({
  insurance = true,
  installations = () => envelope(INSTALLATIONS),
  unavailable = [] as string[],
}: { insurance?: boolean; installations?: () => Response; unavailable?: string[] } = {}) {
  const calls: string[] = [];
  const availability: unknown[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ tags: ['AVAILABLE', 'RETURNABLE'] }))),
    jsonContent('product-configs', [{ id: 'insuranceEnabled', value: String(insurance) }]),
    http.get(`${TEST_BACKEND}/member/addresses/_default`, () => envelope(null)),
    http.get(`${TEST_BACKEND}/add-on/installations/:itemSku`, () => (calls.push('installations'), installations())),
    http.get(`${TEST_BACKEND}/add-on/insurances/:itemSku`, () => (calls.push('insurances'), envelope(INSURANCES))),
    http.post(`${TEST_BACKEND}/add-on/availability`, async ({ request }) => {
      const body = (await request.json()) as { addOnIds: string[] };
      availability.push(body);
      return envelope(body.addOnIds.map((id) => ({ id, available: !unavailable.includes(id) })));
    }),
  );
  return { calls, availability };
}
