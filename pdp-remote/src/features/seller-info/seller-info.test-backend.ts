// The seller's backend as the simulator answers it, for the seller's tests (seller.test.tsx,
// seller-rating.test.tsx, the fault matrix): the followed flag and following; the chat's product
// config; the offline stores of a product tagged OFFLINE; the store's rating, the badges the platform
// explains and how ratings are worked out.
import { HttpResponse } from 'msw';
import type { ProductTag } from '@pdp/backend-api/enums';
import { TEST_BACKEND, backendServer, envelope, http, jsonContent } from '@pdp/test-kit/backend-mock';
import { aSummary } from '@pdp/test-kit/summary-factory';

export const BUDI = { id: 'u1', name: 'Budi' };
export const serverError = () => HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 });

export function serveFavorites({ followed = false, read = (): Response | undefined => undefined, change = (): Response | undefined => undefined } = {}) {
  const calls: string[] = [];
  let current = followed;
  backendServer.use(
    http.get(`${TEST_BACKEND}/official/merchant-favorites/:code`, ({ params }) => {
      calls.push(`GET ${String(params.code)}`);
      return read() ?? envelope({ merchantCode: params.code, followed: current });
    }),
    http.post(`${TEST_BACKEND}/official/merchant-favorites/:code/_follow`, ({ params }) => {
      calls.push(`follow ${String(params.code)}`);
      const custom = change();
      if (custom) return custom;
      current = true;
      return envelope({ merchantCode: params.code, followed: true });
    }),
    http.delete(`${TEST_BACKEND}/official/merchant-favorites/:code/_unfollow`, ({ params }) => {
      calls.push(`unfollow ${String(params.code)}`);
      current = false;
      return envelope({ merchantCode: params.code, followed: false });
    }),
  );
  return calls;
}

export const CHAT_CONFIG = [
  { id: 'sellerChatEnabled', value: 'true' },
  { id: 'allowedCommissionTypesToChat', value: 'CC,RC,MP,CM,RB' },
  { id: 'chatPharmacist', value: 'APT-1' },
  { id: 'customerServiceOperationalHour', value: '08:00-22:00' },
];
export const serveChat = (merchant: { code: string; commissionType: 'CC' | 'TD' | 'TC' | 'MP' }, tags: ProductTag[] = ['AVAILABLE'], config = CHAT_CONFIG) => {
  serveFavorites();
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () =>
      envelope(aSummary({ tags, merchant: { name: 'Toko Satu', url: '/merchant/toko/X', ...merchant } })),
    ),
    jsonContent('product-configs', config),
  );
};

export const STORES = [
  { code: 'OFF-1', name: 'Toko Aero Senayan', address: 'Jl. Asia Afrika No. 8', city: 'Jakarta Pusat', openingHours: 'Setiap hari 10.00–22.00' },
  { code: 'OFF-2', name: 'Toko Aero Dago', address: 'Jl. Ir. H. Juanda No. 88', city: 'Bandung', openingHours: null },
];
export const serveStores = (tags: ProductTag[], answer: () => Response = () => envelope(STORES)) => {
  const asked: URLSearchParams[] = [];
  serveFavorites();
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ tags }))),
    http.get(`${TEST_BACKEND}/product/products/:id/offline-merchants`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  return asked;
};

const BADGES = [
  { code: 'OFFICIAL_STORE', name: { id: 'Toko Resmi', en: 'Official store' }, description: { id: 'Milik merek resmi.', en: 'Run by the brand.' } },
  { code: 'TOP_SELLER', name: { id: 'Penjual Terbaik', en: 'Top seller' }, description: { id: 'Penjualan tinggi.', en: 'High sales.' } },
];
export const RATING_INFO = {
  rating: [{ id: 'Rata-rata bintang 12 bulan terakhir.', en: 'The average over 12 months.' }],
  noRating: [{ id: 'Toko baru mendapat rating setelah diulas.', en: 'A store gets a rating once reviewed.' }],
};

export function serveRatings({
  store = () => envelope({ merchantCode: 'AER-1', rating: 4.8, ratingCount: 1250, badges: ['OFFICIAL_STORE', 'UNKNOWN'] }),
  info = () => envelope(JSON.stringify(RATING_INFO)),
} = {}) {
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())),
    http.get(`${TEST_BACKEND}/common/content/merchant-rating-info`, () => store()),
    jsonContent('seller-badge-info', BADGES),
    http.get(`${TEST_BACKEND}/common/content/seller-rating-info`, () => info()),
  );
}
