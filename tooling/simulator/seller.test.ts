// The seller and social calls against the real simulator (spec §4 Merchant follow/unfollow, §5, §6,
// §8 Others): the followed flag per shopper, following and unfollowing (members only), unknown
// merchants, customer care's chat topics, and reporting a product once with a reason and a description of 25 characters or more.
import { PRODUCT_REPORT_REASONS } from '@pdp/backend-api/enums';
import type { MerchantReviewListDto } from '@pdp/backend-api/reviews';
import type {
  MerchantFavoriteDto,
  MerchantRatingInfoDto,
  OfflineMerchantDto,
  ProductReportContentDto,
  SellerBadgeInfoDto,
  SellerRatingInfoDto,
} from '@pdp/backend-api/social';
import { isLiveChatTopic, type TicketConfigDto } from '@pdp/host-contract/seller-chat';
import { simulatorPerFile } from './test-simulator';

const simulator = simulatorPerFile();
const PATH = '/official/merchant-favorites/AER-60001';

describe('following a merchant', () => {
  it('flips the followed flag of a member, and following twice is harmless', async () => {
    const member = await simulator.member();
    expect((await member.call<MerchantFavoriteDto>(PATH)).body.data).toEqual({ merchantCode: 'AER-60001', followed: false });
    for (let time = 0; time < 2; time += 1) {
      const followed = await member.call<MerchantFavoriteDto>(`${PATH}/_follow`, { method: 'POST' });
      expect([followed.status, followed.body.data.followed]).toEqual([200, true]);
    }
    expect((await member.call<MerchantFavoriteDto>(PATH)).body.data.followed).toBe(true);
    // Another shopper does not follow it.
    expect((await (await simulator.member()).call<MerchantFavoriteDto>(PATH)).body.data.followed).toBe(false);
    const unfollowed = await member.call<MerchantFavoriteDto>(`${PATH}/_unfollow`, { method: 'DELETE' });
    expect([unfollowed.status, unfollowed.body.data.followed]).toEqual([200, false]);
    expect((await member.call<MerchantFavoriteDto>(PATH)).body.data.followed).toBe(false);
  });

  it('asks an anonymous shopper to sign in, and knows only the catalogue’s merchants', async () => {
    const anonymous = await simulator.session();
    expect((await anonymous.call<MerchantFavoriteDto>(PATH)).body.data.followed).toBe(false);
    expect((await anonymous.call(`${PATH}/_follow`, { method: 'POST' })).status).toBe(401);
    expect((await anonymous.call(`${PATH}/_unfollow`, { method: 'DELETE' })).status).toBe(401);
    const member = await simulator.member();
    expect((await member.call('/official/merchant-favorites/NOPE-1')).status).toBe(404);
    expect((await member.call('/official/merchant-favorites/NOPE-1/_follow', { method: 'POST' })).status).toBe(404);
  });
});

describe("customer care's ticket configs", () => {
  it('serves the chat topics as JSON text, each a topic a live chat path can carry, labelled in both languages', async () => {
    const topics = JSON.parse((await (await simulator.session()).call<string>('/common/content/ticket-configs')).body.data) as TicketConfigDto[];
    expect(topics.map((config) => config.topic)).toEqual(['produk', 'pesanan', 'pembayaran']);
    expect(topics.every((config) => isLiveChatTopic(config.topic) && config.label.id !== '' && config.label.en !== '')).toBe(true);
  });
});

describe('reporting a product', () => {
  const DESCRIPTION = 'Fotonya berbeda dengan barang yang saya terima.';
  const report = (session: Awaited<ReturnType<typeof simulator.member>>, json: unknown, id = 'ps--SPL-60001') =>
    session.call(`/product/products/${id}/_report`, { method: 'POST', json });

  it('serves the report content: its id and type, the menu and the options visible, and the five reasons of the spec in both languages, in the contract’s codes and order', async () => {
    const content = JSON.parse((await (await simulator.session()).call<string>('/common/content/report-product')).body.data) as ProductReportContentDto;
    expect([content.id, content.type, content.menuVisible, content.optionsVisible]).toEqual(['report-product', 'PRODUCT', true, true]);
    const { reasons } = content;
    expect(reasons.map((reason) => reason.code)).toEqual(['FAKE_PRODUCT', 'INCORRECT_INFO', 'UNREASONABLE_PRICE', 'ILLEGAL_AND_DANGEROUS_PRODUCT', 'OTHER']);
    expect(reasons.map((reason) => reason.code)).toEqual([...PRODUCT_REPORT_REASONS]);
    expect(reasons[0]?.label).toEqual({ id: 'Produk palsu', en: 'Fake product' });
  });

  it('files a report once per product, whichever id names it, then refuses it as already reported', async () => {
    const member = await simulator.member();
    expect((await report(member, { reason: 'FAKE_PRODUCT', description: DESCRIPTION })).status).toBe(200);
    const again = await report(member, { reason: 'OTHER', description: DESCRIPTION }, 'is--SPL-60001-00002');
    expect([again.status, again.body.status, again.body.errors?.product]).toEqual([400, 'ALREADY_REPORTED', ['Laporanmu sudah kami terima sebelumnya.']]);
  });

  it('needs a known reason and 25 to 1000 characters, a member, and a product it knows', async () => {
    const member = await simulator.member();
    const short = await report(member, { reason: 'OTHER', description: '  terlalu pendek  ' });
    expect([short.status, short.body.status, short.body.errors?.product]).toEqual([
      400,
      'INVALID_DESCRIPTION',
      ['Ceritakan masalahnya dalam 25–1000 karakter.'],
    ]);
    expect((await report(member, { reason: 'OTHER', description: 'x'.repeat(1001) })).body.status).toBe('INVALID_DESCRIPTION');
    expect((await report(member, { reason: 'BORING', description: DESCRIPTION })).body.status).toBe('INVALID_REASON');
    expect((await report(member, { reason: 'OTHER', description: DESCRIPTION }, 'ps--ZZZ-1')).status).toBe(404);
    expect((await report(await simulator.session(), { reason: 'OTHER', description: DESCRIPTION })).status).toBe(401);
  });
});

describe('offline stores', () => {
  it('lists the stores of a product tagged OFFLINE, by either id, and none for another product', async () => {
    const session = await simulator.session();
    const stores = await session.call<OfflineMerchantDto[]>('/product/products/ps--KLK-60009/offline-merchants?type=REGULAR');
    expect(stores.status).toBe(200);
    expect(stores.body.data.map((store) => store.name)).toEqual(['Elektronik Jaya Kelapa Gading', 'Elektronik Jaya Dago']);
    expect((await session.call<OfflineMerchantDto[]>('/product/products/is--KLK-60009-00001/offline-merchants')).body.data).toHaveLength(2);
    expect((await session.call<OfflineMerchantDto[]>('/product/products/ps--SPL-60001/offline-merchants')).body.data).toEqual([]);
    expect((await session.call('/product/products/ps--NOPE-1/offline-merchants')).status).toBe(404);
  });
});

describe("the store's reviews (GET /product-review/merchants/{code}/reviews)", () => {
  it('lists three by default, highest rating first and then latest when asked for HIGHEST, each with its product', async () => {
    const answer = await (await simulator.session()).call<MerchantReviewListDto>('/product-review/merchants/AER-60001/reviews?sort=HIGHEST');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((review) => [review.rating, review.reviewer.name])).toEqual([
      [5, 'Rina Wulandari'],
      [5, 'Ayu Lestari'],
      [5, 'Putri Ananda'],
    ]);
    expect(answer.body.data[0]?.product).toEqual({
      productSku: 'SPL-60001',
      name: 'Sepatu Lari Pria Aero Run 2',
      urlFriendlyName: 'sepatu-lari-pria-aero-run-2',
    });
    expect(answer.body.paging).toMatchObject({ page: 1, itemPerPage: 3, total_item: 12 });
  });

  it('pages on, and answers a store without reviews with an empty list', async () => {
    const session = await simulator.session();
    const last = await session.call<MerchantReviewListDto>('/product-review/merchants/AER-60001/reviews?page=4&itemPerPage=3&sort=HIGHEST');
    // Ratings 5 ×6, 4 ×3, 3, 2, 1: the last page holds the three lowest.
    expect(last.body.data.map((review) => review.rating)).toEqual([3, 2, 1]);
    expect((await session.call<MerchantReviewListDto>('/product-review/merchants/NOPE-1/reviews')).body.data).toEqual([]);
  });

  it('sorts as asked (LOWEST, LATEST, …), POPULAR when no sort is sent, and refuses an unknown sort', async () => {
    const session = await simulator.session();
    const ratings = async (query: string) =>
      (await session.call<MerchantReviewListDto>(`/product-review/merchants/AER-60001/reviews?itemPerPage=12${query}`)).body.data.map(
        (review) => review.rating,
      );
    expect((await ratings('&sort=LOWEST')).slice(0, 3)).toEqual([1, 2, 3]);
    expect(await ratings('')).toEqual(await ratings('&sort=POPULAR'));
    expect(await ratings('')).not.toEqual(await ratings('&sort=HIGHEST'));
    expect((await session.call('/product-review/merchants/AER-60001/reviews?sort=BEST')).status).toBe(400);
  });
});

describe('seller badges and ratings (the /common/content calls)', () => {
  it('explains the badges and the rating in both languages, as JSON text content', async () => {
    const session = await simulator.session();
    const badges = JSON.parse((await session.call<string>('/common/content/seller-badge-info')).body.data) as SellerBadgeInfoDto[];
    expect(badges.map((badge) => [badge.code, badge.name.id, badge.name.en])).toEqual([
      ['OFFICIAL_STORE', 'Toko Resmi', 'Official store'],
      ['TOP_SELLER', 'Penjual Terbaik', 'Top seller'],
      ['FAST_RESPONSE', 'Respons Cepat', 'Fast response'],
    ]);
    const info = JSON.parse((await session.call<string>('/common/content/seller-rating-info')).body.data) as SellerRatingInfoDto;
    expect([info.rating.length, info.noRating.length]).toEqual([2, 2]);
  });

  it("gives a store's rating and badges, none for a store without, and 404 for an unknown store", async () => {
    const session = await simulator.session();
    expect((await session.call<MerchantRatingInfoDto>('/common/content/merchant-rating-info?merchantCode=AER-60001')).body.data).toEqual({
      merchantCode: 'AER-60001',
      rating: 4.8,
      ratingCount: 1250,
      badges: ['OFFICIAL_STORE', 'FAST_RESPONSE'],
    });
    expect((await session.call<MerchantRatingInfoDto>('/common/content/merchant-rating-info?merchantCode=DPR-60004')).body.data).toEqual({
      merchantCode: 'DPR-60004',
      rating: null,
      ratingCount: 0,
      badges: [],
    });
    expect((await session.call('/common/content/merchant-rating-info?merchantCode=NOPE-1')).status).toBe(404);
  });
});
