// Seller badges and ratings (spec §7 content: seller badge info, seller rating info, merchant rating
// info; shapes in the contract's social.ts): the platform's badges and how ratings work, as JSON text
// content, and each store's rating and badges, for the catalogue's stores (unknown ones answer 404).
import type { MerchantRatingInfoDto, SellerBadgeInfoDto, SellerRatingInfoDto } from '@pdp/backend-api/social';
import { fail, ok, queryParam, type Router } from '../http-kit';
import type { HandlerContext } from './context';

const SELLER_BADGES: SellerBadgeInfoDto[] = [
  {
    code: 'OFFICIAL_STORE',
    name: { id: 'Toko Resmi', en: 'Official store' },
    description: {
      id: 'Toko milik merek atau distributor resminya. Produknya dijamin asli.',
      en: 'Run by the brand or its official distributor. Its products are genuine.',
    },
  },
  {
    code: 'TOP_SELLER',
    name: { id: 'Penjual Terbaik', en: 'Top seller' },
    description: { id: 'Penjualan tinggi dan ulasan baik selama 3 bulan terakhir.', en: 'High sales and good reviews over the last 3 months.' },
  },
  {
    code: 'FAST_RESPONSE',
    name: { id: 'Respons Cepat', en: 'Fast response' },
    description: { id: 'Membalas chat pembeli rata-rata dalam 1 jam.', en: 'Answers buyers’ chats within an hour on average.' },
  },
];

const SELLER_RATING_INFO: SellerRatingInfoDto = {
  rating: [
    {
      id: 'Rating toko adalah rata-rata bintang dari ulasan pembeli dalam 12 bulan terakhir.',
      en: 'A store’s rating is the average star rating of its buyers’ reviews over the last 12 months.',
    },
    { id: 'Ulasan yang dilaporkan dan terbukti palsu tidak dihitung.', en: 'Reviews reported and found to be fake are not counted.' },
  ],
  noRating: [
    { id: 'Toko baru mendapat rating setelah menerima ulasan dari pembeli.', en: 'A store gets a rating once buyers have reviewed it.' },
    {
      id: 'Kamu tetap terlindungi jaminan belanja saat membeli dari toko ini.',
      en: 'Your purchase from this store is still covered by the shopping guarantee.',
    },
  ],
};

/** Each rated store's rating and badges; a store not listed has no rating and no badge. */
const STORE_RATINGS: Record<string, Omit<MerchantRatingInfoDto, 'merchantCode'>> = {
  'AER-60001': { rating: 4.8, ratingCount: 1250, badges: ['OFFICIAL_STORE', 'FAST_RESPONSE'] },
  'NUS-60003': { rating: 4.6, ratingCount: 310, badges: ['TOP_SELLER'] },
  'ELK-60009': { rating: 4.3, ratingCount: 87, badges: [] },
};

export function sellerRatingRoutes(router: Router, { catalogue }: HandlerContext): void {
  router.add('GET', '/backend/common/content/seller-badge-info', 'seller-badge-info', () => ok(JSON.stringify(SELLER_BADGES)));
  router.add('GET', '/backend/common/content/seller-rating-info', 'seller-rating-info', () => ok(JSON.stringify(SELLER_RATING_INFO)));
  router.add('GET', '/backend/common/content/merchant-rating-info', 'merchant-rating-info', ({ url }) => {
    const merchantCode = queryParam(url, 'merchantCode') ?? '';
    if (!catalogue.products.some((product) => product.merchant.code === merchantCode)) return fail(404);
    const info: MerchantRatingInfoDto = { merchantCode, rating: null, ratingCount: 0, badges: [], ...STORE_RATINGS[merchantCode] };
    return ok(info);
  });
}
