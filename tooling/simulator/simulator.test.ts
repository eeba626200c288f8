import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSimulator } from './simulator';
import { listenSimulator, simulatorServer } from './http-server';
import { FixtureError } from './catalogue/fixture-error';
import { scratchDir } from '../test-kit/src/scratch-dir';

const FIXTURES = path.join(__dirname, '../fixtures/catalogue');
let server: FastifyInstance;
let base: string;

beforeAll(async () => {
  server = simulatorServer(await createSimulator({ fixturesDir: FIXTURES, timeoutMs: 300 }));
  base = await listenSimulator(server, 0);
});

afterAll(() => server.close());

const get = (pathname: string, init?: RequestInit) => fetch(`${base}/backend${pathname}`, init);

describe('the backend simulator', () => {
  it('serves a summary in the envelope, with date and trace id headers and a session cookie', async () => {
    const response = await get('/product-detail/products/is--SPL-60001-00002/_summary');
    expect(response.status).toBe(200);
    expect(response.headers.get('date')).not.toBeNull();
    expect(response.headers.get('x-b3-traceid')).toMatch(/^[0-9a-f]{16}$/);
    expect(response.headers.get('set-cookie')).toMatch(/^sim_session=[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Lax$/);
    const body = await response.json();
    expect(body).toMatchObject({ code: 200, status: 'OK', data: { itemSku: 'SPL-60001-00002', stock: 3, price: { offered: 629300, discountPercentage: 30 } } });
    expect(body.data.options.find((option: { selected: boolean }) => option.selected).itemSku).toBe('SPL-60001-00002');
  });

  it('resolves a product sku to its first buyable item', async () => {
    const body = await (await get('/product-detail/products/ps--KAO-60002/_summary')).json();
    expect(body.data.itemSku).toBe('KAO-60002-00001');
  });

  it.each([
    ['/product-detail/products/ps--NOPE-1/_summary', 404, 'NOT_FOUND'],
    ['/product-detail/products/ps--RAK-60007/_summary', 410, 'GONE'],
    ['/product-detail/products/ps--HDP-60010/_summary', 429, 'TOO_MANY_REQUESTS'],
    ['/product-detail/products/xx--KAO-60002/_summary', 404, 'NOT_FOUND'],
    ['/tidak-ada', 404, 'NOT_FOUND'],
  ])('answers %s with %s', async (pathname, status, code) => {
    const response = await get(pathname);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code: status, status: code, data: null });
  });

  it('injects a documented error code per request, by header or query', async () => {
    const byHeader = await get('/product-detail/products/ps--KAO-60002/_summary', { headers: { 'x-sim-fault': 'code=CO_EXCEEDED_QUANTITY;field=cart' } });
    expect(byHeader.status).toBe(400);
    expect(await byHeader.json()).toMatchObject({ status: 'CO_EXCEEDED_QUANTITY', errors: { cart: ['Simulasi galat CO_EXCEEDED_QUANTITY'] } });
    const byQuery = await get('/product-detail/products/ps--KAO-60002/_summary?_fault=status=503', { headers: { 'accept-language': 'en' } });
    expect(byQuery.status).toBe(503);
    expect(byQuery.headers.get('content-language')).toBe('en');
  });

  it('answers malformed on request, and adds latency', async () => {
    const malformed = await get('/product-detail/products/ps--KAO-60002/_summary?_fault=malformed');
    expect(await malformed.text()).toBe('<html>not json</html>');
    const started = Date.now();
    const late = await get('/product-detail/products/ps--KAO-60002/_summary?_fault=latency=150');
    expect(late.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('drops a request on a timeout fault', async () => {
    await expect(get('/product-detail/products/ps--KAO-60002/_summary?_fault=timeout')).rejects.toThrow();
  });

  it.each(['bogus', 'status=200', 'code=NOT_A_CODE', 'latency=-1', ''])('refuses the fault "%s" with a 400 that says why', async (fault) => {
    const response = await get('/product-detail/products/ps--KAO-60002/_summary', { headers: { 'x-sim-fault': fault || ' ; ' } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.status).toBe('SIMULATOR_BAD_FAULT');
    expect(body.errors.fault[0]).toEqual(expect.any(String));
  });

  it('keeps state per session: sign-in, bag and session faults', async () => {
    const first = await get('/member/current-user');
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const withSession = (init: RequestInit = {}) => ({
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie, 'content-type': 'application/json' },
    });
    expect((await first.json()).data).toBeNull();

    expect((await get('/retail/carts', withSession())).status).toBe(401);
    const rejected = await get('/member/_login', withSession({ method: 'POST', body: JSON.stringify({ email: 'budi@contoh.id', password: 'salah' }) }));
    expect(rejected.status).toBe(401);
    const login = await get('/member/_login', withSession({ method: 'POST', body: JSON.stringify({ email: 'budi@contoh.id', password: 'demo123' }) }));
    expect((await login.json()).data).toEqual({ id: 'user-budi', name: 'Budi Santoso', email: 'budi@contoh.id' });

    await get('/retail/carts/_add-bulk', withSession({ method: 'POST', body: JSON.stringify({ items: [{ itemSku: 'KAO-60002-00002', quantity: 2 }] }) }));
    const cart = await (await get('/retail/carts', withSession())).json();
    expect(cart.data.items).toEqual([expect.objectContaining({ itemSku: 'KAO-60002-00002', quantity: 2, price: 59000 })]);
    expect((await (await get('/retail/carts')).json()).code).toBe(401);

    const halfBad = await get(
      '/retail/carts/_add-bulk',
      withSession({
        method: 'POST',
        body: JSON.stringify({
          items: [
            { itemSku: 'KAO-60002-00001', quantity: 1 },
            { itemSku: 'NOPE', quantity: 1 },
          ],
        }),
      }),
    );
    expect((await halfBad.json()).status).toBe('UNBUYABLE_ITEM');
    const tooMany = await get(
      '/retail/carts/_add-bulk',
      withSession({ method: 'POST', body: JSON.stringify({ items: [{ itemSku: 'KAO-60002-00002', quantity: 1e21 }] }) }),
    );
    expect(tooMany.status).toBe(400);
    const overMax = await get(
      '/retail/carts/_add-bulk',
      withSession({ method: 'POST', body: JSON.stringify({ items: [{ itemSku: 'HPX-60003-00001', quantity: 3 }] }) }),
    );
    expect(await overMax.json()).toMatchObject({ status: 'CO_EXCEEDED_QUANTITY', errors: { maxQty: ['2'] } });
    expect((await (await get('/retail/carts', withSession())).json()).data.items).toHaveLength(1);

    const hostileGlob = await get(
      '/_simulator/faults',
      withSession({ method: 'POST', body: JSON.stringify({ path: `/backend/${'**a'.repeat(40)}b`, fault: 'status=500' }) }),
    );
    expect(hostileGlob.status).toBe(400);

    await get(
      '/_simulator/faults',
      withSession({ method: 'POST', body: JSON.stringify({ path: '/backend/product-detail/products/*/_summary', fault: 'status=502', times: 1 }) }),
    );
    expect((await get('/product-detail/products/ps--KAO-60002/_summary', withSession())).status).toBe(502);
    expect((await get('/product-detail/products/ps--KAO-60002/_summary', withSession())).status).toBe(200);
    expect((await get('/product-detail/products/ps--KAO-60002/_summary')).status).toBe(200);
  });

  it('answers input it does not understand with a 400 envelope, never a crash', async () => {
    const notJson = await get('/member/_login', { method: 'POST', body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).errors.request).toEqual(['Body is not valid JSON']);
    const wrongShape = await get('/member/_login', { method: 'POST', body: '[1,2]' });
    expect(wrongShape.status).toBe(400);
    const wrongMethod = await get('/product-detail/products/ps--KAO-60002/_summary', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    const encoded = await get('/product-detail/products/%E0%A4%A/_summary');
    expect(encoded.status).toBe(404);
  });

  it('draws product pictures', async () => {
    const response = await get('/media/aero-run-hitam.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('aero run hitam');
    expect((await get('/media/..%2Fsecret.svg')).status).toBe(404);
  });

  it('lists active products for the home page', async () => {
    const body = await (await get('/search/homepage-recommendation')).json();
    const urls = body.data.map((product: { url: string }) => product.url);
    expect(urls).toContain('/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001');
    expect(urls).not.toContain('/p/rak-buku-kayu-jati-5-susun/ps--RAK-60007');
  });

  it('lists retail best sellers for the 404 page’s placement, and refuses another placement', async () => {
    const body = await (await get('/search/homepage-recommendation?placement=pdp-404')).json();
    const urls: string[] = body.data.map((product: { url: string }) => product.url);
    expect(urls[0]).toBe('/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003');
    expect(urls.length).toBeGreaterThan(3);
    expect(urls.length).toBeLessThanOrEqual(18);
    expect(urls.some((url) => url.startsWith('/grocery/'))).toBe(false);
    expect((await get('/search/homepage-recommendation?placement=pdp-product')).status).toBe(400);
  });
});

describe('details of injected error codes', () => {
  let now: jest.SpyInstance<number, []>;
  beforeEach(() => {
    // 20:00 UTC on 30 April 2026 is already 1 May in Jakarta.
    now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-04-30T20:00:00Z'));
  });
  afterEach(() => now.mockRestore());

  it.each([
    ['CO_EXCEEDED_QUANTITY', { maxQty: ['3'] }],
    ['CO_EXCEEDED_QUANTITY_DAILY', { maxQty: ['3'] }],
    ['PRM_INSUFFICIENT_ADJUSTMENT_PRODUCT_QUOTA', { maxQty: ['3'] }],
    ['OOS_MAX_QTY_VISIBLE_LIMIT', { maxQty: ['3'] }],
    ['CO_EXCEEDED_QUANTITY_EVENT', { maxQty: ['2'], startDate: ['2026-05-01'], endDate: ['2026-05-08'] }],
    ['MAX_WEIGHT_PER_ITEM_EXCEEDED', { maxWeight: ['30'] }],
    ['TOTAL_ITEM_WEIGHT_EXCEEDED', { maxWeight: ['30'] }],
    ['MAXIMUM_DISTANCE_EXCEEDED', { maxDistance: ['50'] }],
    ['OOS', {}],
    ['SHIP_NOT_COVERED', {}],
    ['ALREADY_REPORTED', {}],
    ['INVALID_REASON', {}],
    ['INVALID_QUESTION', {}],
    ['INVALID_URL', {}],
  ])('sends %s with its details besides the message', async (code, details) => {
    const response = await get('/retail/carts/_add-bulk', { method: 'POST', headers: { 'x-sim-fault': `code=${code}` } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, status: code, data: null, errors: { request: [`Simulasi galat ${code}`], ...details } });
  });

  it('keeps the message in the field asked for', async () => {
    const response = await get('/product-detail/products/ps--KAO-60002/shipping?_fault=code=MAXIMUM_DISTANCE_EXCEEDED;field=shipping', {
      headers: { 'accept-language': 'en' },
    });
    expect((await response.json()).errors).toEqual({ shipping: ['Simulated MAXIMUM_DISTANCE_EXCEEDED'], maxDistance: ['50'] });
  });
});

describe('the flash-sale reminder (POST /product-detail/products/{itemSku}/campaign/{campaignId}/_subscribe)', () => {
  async function anonymous() {
    const first = await get('/member/current-user');
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] as string;
    return (pathname: string, method = 'GET') => get(pathname, { method, headers: { cookie } });
  }
  const notifiedOf = async (call: (pathname: string) => Promise<Response>) =>
    (await (await call('/product-detail/products/is--KAO-60002-00001/_summary')).json()).data.details.campaignInfo?.notified;

  it('takes an anonymous shopper (spec §6 does not make it members-only), and the summary says notified for that session', async () => {
    const call = await anonymous();
    expect(await notifiedOf(call)).toBe(false);
    const response = await call('/product-detail/products/KAO-60002-00001/campaign/FS-2612/_subscribe', 'POST');
    expect(response.status).toBe(200);
    expect(await notifiedOf(call)).toBe(true);
    expect(await notifiedOf(await anonymous())).toBe(false);
  });

  it('answers 404 for another campaign than the item’s', async () => {
    const call = await anonymous();
    expect((await call('/product-detail/products/KAO-60002-00001/campaign/EX-2611/_subscribe', 'POST')).status).toBe(404);
  });
});

describe('notify me (POST /product/products/{itemSku}/_notify-me)', () => {
  async function session(signedIn: boolean) {
    const first = await get('/member/current-user');
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const call = (pathname: string, body?: unknown) =>
      get(
        pathname,
        body === undefined ? { headers: { cookie } } : { method: 'POST', body: JSON.stringify(body), headers: { cookie, 'content-type': 'application/json' } },
      );
    if (signedIn) await call('/member/_login', { email: 'sari@contoh.id', password: 'demo123' });
    return call;
  }
  const tagsOf = async (call: (pathname: string) => Promise<Response>, id: string) =>
    (await (await call(`/product-detail/products/${id}/_summary`)).json()).data.tags;

  it('takes an anonymous shopper too (spec §6 does not make it members-only), for that session', async () => {
    const call = await session(false);
    expect((await call('/product/products/BLD-60004-00001/_notify-me', { email: 'sari@contoh.id' })).status).toBe(200);
    expect(await tagsOf(call, 'is--BLD-60004-00001')).toEqual(['OOS', 'NOTIFIED']);
    expect(await tagsOf(await session(false), 'is--BLD-60004-00001')).toEqual(['OOS']);
  });

  it.each(['bukan-email', 'sari@contoh', 'sari @contoh.id', '@contoh.id', `${'a'.repeat(250)}@contoh.id`, 42])(
    'refuses the e-mail %j with 400',
    async (email) => {
      const call = await session(true);
      const response = await call('/product/products/BLD-60004-00001/_notify-me', { email });
      expect(response.status).toBe(400);
      expect((await response.json()).status).toBe('BAD_REQUEST');
    },
  );

  it('answers 404 for an unknown item', async () => {
    const call = await session(true);
    expect((await call('/product/products/NOPE-1/_notify-me', { email: 'sari@contoh.id' })).status).toBe(404);
  });

  it('remembers the item for the session, whose summary then carries NOTIFIED', async () => {
    const call = await session(true);
    expect(await tagsOf(call, 'is--BLD-60004-00001')).not.toContain('NOTIFIED');
    const response = await call('/product/products/BLD-60004-00001/_notify-me', { email: 'sari.wulandari@contoh.co.id' });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toBe(true);
    expect(await tagsOf(call, 'is--BLD-60004-00001')).toEqual(['OOS', 'NOTIFIED']);
    expect(await tagsOf(call, 'is--KAO-60002-00003')).not.toContain('NOTIFIED');
    expect(await tagsOf(await session(true), 'is--BLD-60004-00001')).toEqual(['OOS']);
  });
});

describe('basic products for recently viewed (GET /product/products/_basic)', () => {
  const basic = async (query: string) => get(`/product/products/_basic${query}`);

  it('answers in the order asked, a product sku standing for its first item, leaving out unknown and deleted skus', async () => {
    const response = await basic('?sku=TMB-60006-00001&sku=NOPE-1&sku=SPL-60001&sku=RAK-60007-00001&sku=HPX-60003-00002&sku=RAK-60007');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual([
      {
        itemSku: 'TMB-60006-00001',
        productSku: 'TMB-60006',
        name: 'Tumbler Stainless 500 ml',
        urlFriendlyName: 'tumbler-stainless-500-ml',
        imageUrl: '/backend/media/tumbler-stainless-500-ml.svg',
        price: { listed: 129000, offered: 99000, discountPercentage: 23 },
        // The tumbler has no brand.
        brandCode: null,
      },
      expect.objectContaining({ itemSku: 'SPL-60001-00001', productSku: 'SPL-60001', name: 'Sepatu Lari Pria Aero Run 2', brandCode: 'AERO' }),
      expect.objectContaining({ itemSku: 'HPX-60003-00002', productSku: 'HPX-60003', imageUrl: '/backend/media/x5-hitam.svg' }),
    ]);
  });

  it('answers an empty list without skus, and 400 for more than 20', async () => {
    expect((await (await basic('')).json()).data).toEqual([]);
    const many = await basic(`?${Array.from({ length: 21 }, () => 'sku=KAO-60002-00001').join('&')}`);
    expect(many.status).toBe(400);
    expect((await many.json()).status).toBe('BAD_REQUEST');
    expect((await basic(`?${Array.from({ length: 20 }, () => 'sku=KAO-60002-00001').join('&')}`)).status).toBe(200);
  });
});

describe('pay-later (GET /wallet/paylater)', () => {
  async function signedIn(email: string) {
    const first = await get('/member/current-user');
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const init = { headers: { cookie, 'content-type': 'application/json' } };
    await get('/member/_login', { ...init, method: 'POST', body: JSON.stringify({ email, password: 'demo123' }) });
    return init;
  }

  it('answers the member’s status, NOT_REGISTERED when the account has none, and 401 to an anonymous shopper', async () => {
    expect((await (await get('/wallet/paylater', await signedIn('sari@contoh.id'))).json()).data).toEqual({ status: 'ACTIVE' });
    expect((await (await get('/wallet/paylater', await signedIn('budi@contoh.id'))).json()).data).toEqual({ status: 'NOT_REGISTERED' });
    expect((await get('/wallet/paylater')).status).toBe(401);
  });
});

describe('the product copy (GET /common/content/product-copy)', () => {
  it('answers the product’s copy by either id, null for a product without one, 404 for an unknown one, 400 without an id', async () => {
    const laptop = await (await get('/common/content/product-copy?productId=ps--LPT-60008')).json();
    expect(laptop.data.id.title).toBe('Garansi resmi Cakra');
    expect(laptop.data.en.title).toBe('Official Cakra warranty');
    expect((await (await get('/common/content/product-copy?productId=is--LPT-60008-00001')).json()).data).toEqual(laptop.data);
    expect((await (await get('/common/content/product-copy?productId=ps--SPL-60001')).json()).data).toBeNull();
    expect((await get('/common/content/product-copy?productId=ps--NOPE-1')).status).toBe(404);
    expect((await get('/common/content/product-copy')).status).toBe(400);
  });
});

describe('fixture validation', () => {
  async function catalogueWith(fixture: unknown): Promise<string> {
    const directory = scratchDir('pdp-fixtures-');
    await fs.mkdir(path.join(directory, 'products'));
    const valid = JSON.parse(await fs.readFile(path.join(FIXTURES, 'products/tumbler.json'), 'utf8'));
    await fs.writeFile(path.join(directory, 'products/broken.json'), JSON.stringify(typeof fixture === 'function' ? fixture(valid) : fixture));
    return directory;
  }

  it('loads another catalogue from a configurable folder', async () => {
    const simulator = await createSimulator({ fixturesDir: await catalogueWith((valid: object) => valid) });
    expect(simulator.catalogue.products.map((product) => product.productSku)).toEqual(['TMB-60006']);
  });

  it.each([
    ['an unknown tag', (valid: { tags: string[] }) => ({ ...valid, tags: ['SHINY'] }), 'products/broken.json: tags[0] must be one of'],
    [
      'a missing price',
      (valid: { items: object[] }) => ({ ...valid, items: [{ ...valid.items[0], price: undefined }] }),
      'products/broken.json: items[0].price must be an object',
    ],
    [
      'a bad commission type',
      (valid: { merchant: object }) => ({ ...valid, merchant: { ...valid.merchant, commissionType: 'XX' } }),
      'products/broken.json: merchant.commissionType must be one of',
    ],
    [
      'a warehouse without a consolidation number',
      (valid: { merchant: object }) => ({ ...valid, merchant: { ...valid.merchant, warehouseLocations: [{ label: 'Bekasi', consolidation: 'banyak' }] } }),
      'products/broken.json: merchant.warehouseLocations[0].consolidation must be',
    ],
    [
      'a javascript: image',
      (valid: object) => ({ ...valid, images: [{ full: 'javascript:alert(1)', thumbnail: '/x.svg' }] }),
      'products/broken.json: images[0].full must be a same-site path',
    ],
    ['a bad fault', (valid: object) => ({ ...valid, faults: { summary: 'status=999' } }), 'products/broken.json: faults.summary status must be 400 to 599'],
    [
      'a product copy without its heading',
      (valid: object) => ({ ...valid, productCopy: { id: { title: '', html: '<p>x</p>' } } }),
      'products/broken.json: productCopy.id.title must be a non-empty string',
    ],
  ])('stops at start-up on %s, naming the file and field', async (_problem, mutate, message) => {
    const failure = createSimulator({ fixturesDir: await catalogueWith(mutate) });
    await expect(failure).rejects.toBeInstanceOf(FixtureError);
    await expect(failure).rejects.toThrow(message);
  });

  it('names every broken field of a file at once, one line each', async () => {
    const failure = createSimulator({
      fixturesDir: await catalogueWith((valid: { merchant: object }) => ({ ...valid, tags: ['SHINY'], merchant: { ...valid.merchant, commissionType: 'XX' } })),
    });
    await expect(failure).rejects.toMatchObject({ file: 'products/broken.json', field: 'merchant.commissionType' });
    await expect(failure).rejects.toThrow(
      /^products\/broken.json: merchant.commissionType must be one of .*\nproducts\/broken.json: tags\[0\] must be one of /,
    );
  });

  it('names a file that is not JSON', async () => {
    const directory = await catalogueWith({});
    await fs.writeFile(path.join(directory, 'products/broken.json'), '{ nope');
    await expect(createSimulator({ fixturesDir: directory })).rejects.toThrow('products/broken.json: (file) is not valid JSON');
  });
});
