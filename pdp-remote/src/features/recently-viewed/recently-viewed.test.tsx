// Recently viewed as a shopper meets it (spec §3 storage, §9; decision 0051): the item viewed recorded
// first, once, at most 8; the items seen before listed, other products only, each linking to its page;
// a failure said; storage read as untrusted; the grocery list apart; the brands the product config
// hides left out; the cards shown last (v2) shown at once and in place of a failed answer; and the items
// seen on pages of the same layout (contextual) listed first. It runs on the backend simulator (mounted
// in MSW) and its catalogue: the page is the folding helmet's (helm-sepeda.json, a page of no
// contextual layout, its first item at Rp389.000), the items seen before the T-shirt (kaos-polos.json,
// brand KTN) and the desk lamp (lampu-meja.json, brand TRG); the phone (smartphone-x5.json) is a
// gadgets page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { BasicProductDto } from '@pdp/backend-api/backend';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { PHONE } from '../../__tests__/phone-page';

// The list is below every section, outside them: it renders with the first screen.
sectionsInView([]);
const backend = startSimulatorBackend(TEST_BACKEND);

const KEY = 'pdp.recently-viewed.product';
const HELMET = '/p/helm-sepeda-lipat-urban/ps--HLM-60011';
/** The helmet's first item, the one its page shows; and its second, of the same product. */
const HELMET_ITEM = 'HLM-60011-00001';
const OTHER_HELMET = 'HLM-60011-00002';
const KAOS = 'KAO-60002-00001';
const LAMP = 'LMP-60013-00001';
const LAMP_PAGE = '/p/lampu-meja-led-lipat/ps--LMP-60013';
const PHONE_ITEM = 'HPX-60003-00001';
const KAOS_NAME = 'Kaos Polos Katun Combed 30s';
const LAMP_NAME = 'Lampu Meja LED Lipat';
const BASIC_CALL = /^\/backend\/product\/products\/_basic$/;

/** The skus of each call the page made for the items' basics. */
const basicsAsked = () => backend.sent('GET', BASIC_CALL).map((call) => call.query.getAll('sku'));

/** The cards of `skus` as the simulator gives them, asked outside the page (its calls are not the page's). */
async function cardsOf(...skus: string[]): Promise<BasicProductDto[]> {
  const query = skus.map((sku) => `sku=${sku}`).join('&');
  const answer = await backend.simulator().fetch(new Request(`http://simulator.test/backend/product/products/_basic?${query}`));
  return ((await answer.json()) as { data: BasicProductDto[] }).data;
}

const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as unknown;
const store = (value: string) => window.localStorage.setItem(KEY, value);
const pageReady = () => screen.findByText('Rp389.000', { selector: '[data-testid="price-summary-total"]' });
const listSection = async () => (await screen.findByRole('heading', { level: 2, name: 'Terakhir kamu lihat' })).closest('section') as HTMLElement;
const failBasics = () => backend.session.fault('/backend/product/products/_basic', 'status=503', { method: 'GET' });

beforeEach(() => {
  window.localStorage.clear();
});

/** The page records the item shown, and shows and asks nothing (nothing usable was viewed before). */
async function expectOnlyThisItemRecorded() {
  renderRemote({ path: HELMET });
  await pageReady();
  await waitFor(() => expect(stored()).toEqual([HELMET_ITEM]));
  expect(basicsAsked()).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: 'Terakhir kamu lihat' })).not.toBeInTheDocument();
}

describe('recently viewed', () => {
  it('records the item viewed, shows nothing and asks nothing when nothing was viewed before', async () => {
    await expectOnlyThisItemRecorded();
  });

  it('puts the item first, once, keeping at most 8', async () => {
    const before = ['A-1', 'B-2', HELMET_ITEM, 'C-3', 'D-4', 'E-5', 'F-6', 'G-7'];
    store(JSON.stringify(before));
    const first = renderRemote({ path: HELMET });
    await waitFor(() => expect(stored()).toEqual([HELMET_ITEM, 'A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7']));
    first.unmount();

    store(JSON.stringify(['A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7', 'H-8']));
    renderRemote({ path: HELMET });
    await waitFor(() => expect(stored()).toEqual([HELMET_ITEM, 'A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7']));
  });

  it('shows the items viewed before, other products only, each linking to its page', async () => {
    store(JSON.stringify([KAOS, OTHER_HELMET, LAMP]));
    const { props } = renderRemote({ path: HELMET });

    const section = await listSection();
    const links = await within(section).findAllByRole('link');
    expect(basicsAsked()).toEqual([[KAOS, OTHER_HELMET, LAMP]]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/p/kaos-polos-katun-combed-30s/is--${KAOS}`, `/p/lampu-meja-led-lipat/is--${LAMP}`]);
    expect(links[0]).toHaveTextContent(`${KAOS_NAME}Rp59.000`);
    expect(links[1]).toHaveTextContent(`${LAMP_NAME}Rp149.000`);
    expect(within(section).queryByText(/Helm Sepeda/)).not.toBeInTheDocument();

    await userEvent.click(links[1] as HTMLElement);
    expect(props.navigate).toHaveBeenCalledWith({ path: `/p/lampu-meja-led-lipat/is--${LAMP}`, replace: undefined, resetScroll: true });
    expect(stored()).toEqual([HELMET_ITEM, KAOS, OTHER_HELMET, LAMP]);
  });

  it('does not ask for the item being viewed', async () => {
    store(JSON.stringify([HELMET_ITEM, KAOS]));
    renderRemote({ path: HELMET });
    expect(await screen.findByRole('link', { name: new RegExp(KAOS_NAME) })).toBeInTheDocument();
    expect(basicsAsked()).toEqual([[KAOS]]);
  });

  it('shows no section when every item viewed before is of this product', async () => {
    store(JSON.stringify([OTHER_HELMET]));
    renderRemote({ path: HELMET });
    await waitFor(() => expect(backend.sent('GET', BASIC_CALL).filter((call) => call.answered)).toHaveLength(1));
    await pageReady();
    await waitFor(() => expect(screen.queryByText('Memuat produk yang terakhir dilihat…')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Terakhir kamu lihat' })).not.toBeInTheDocument();
  });

  it('says so when the items cannot be loaded', async () => {
    store(JSON.stringify([KAOS]));
    await backend.session.fault('/backend/product/products/_basic', 'status=500', { method: 'GET' });
    renderRemote({ path: HELMET });
    expect(await screen.findByText('Produk yang terakhir dilihat belum bisa ditampilkan.')).toBeInTheDocument();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an array', `{"sku":"${KAOS}"}`],
    ['a string', `"${KAOS}"`],
    ['null', 'null'],
  ])('ignores storage holding %s', async (_label, value) => {
    store(value);
    await expectOnlyThisItemRecorded();
  });

  it('keeps only the well-formed skus of a list', async () => {
    store(JSON.stringify([42, null, KAOS, '<script>', { sku: 'X' }, KAOS, LAMP]));
    renderRemote({ path: HELMET });
    expect(await screen.findByRole('link', { name: new RegExp(LAMP_NAME) })).toBeInTheDocument();
    expect(basicsAsked()).toEqual([[KAOS, LAMP]]);
    expect(stored()).toEqual([HELMET_ITEM, KAOS, LAMP]);
  });

  it('keeps the grocery list apart', async () => {
    window.localStorage.setItem('pdp.recently-viewed.grocery', JSON.stringify(['GR-1-00001']));
    renderRemote({ path: HELMET });
    await pageReady();
    await waitFor(() => expect(stored()).toEqual([HELMET_ITEM]));
    expect(basicsAsked()).toHaveLength(0);
    expect(JSON.parse(window.localStorage.getItem('pdp.recently-viewed.grocery') ?? 'null')).toEqual(['GR-1-00001']);
  });
});

describe('brands hidden from recently viewed', () => {
  it('leaves out the products of the brands the product config hides', async () => {
    store(JSON.stringify([KAOS, LAMP]));
    await backend.session.productConfigs({ hideRecentProductBrands: 'TRG, XYZ' });
    renderRemote({ path: HELMET });
    const section = await listSection();
    expect(await within(section).findByRole('link', { name: new RegExp(KAOS_NAME) })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: new RegExp(LAMP_NAME) })).not.toBeInTheDocument();
  });
});

describe('the cards shown last (recently viewed v2)', () => {
  const V2 = 'pdp.recently-viewed.v2';
  const storedCards = () => JSON.parse(window.localStorage.getItem(V2) ?? 'null') as Record<string, BasicProductDto[]> | null;

  it('keeps the cards the list showed, by storefront', async () => {
    const [kaos] = await cardsOf(KAOS);
    store(JSON.stringify([KAOS, LAMP]));
    window.localStorage.setItem(V2, JSON.stringify({ GROCERY: [{ ...kaos, itemSku: 'GR-1-00001' }] }));
    renderRemote({ path: HELMET });
    await within(await listSection()).findByRole('link', { name: new RegExp(LAMP_NAME) });
    // The shown item first (the next page lists it), then the answer.
    await waitFor(() => expect(storedCards()?.RETAIL?.map((card) => card.itemSku)).toEqual([HELMET_ITEM, KAOS, LAMP]));
    expect(storedCards()?.RETAIL?.[0]).toEqual(expect.objectContaining({ name: 'Helm Sepeda Lipat Urban', urlFriendlyName: 'helm-sepeda-lipat-urban' }));
    expect(storedCards()?.GROCERY?.map((card) => card.itemSku)).toEqual(['GR-1-00001']);
  });

  it('keeps the shown item’s card when nothing was seen before, so the next page shows it at once', async () => {
    const first = renderRemote({ path: HELMET });
    await pageReady();
    await waitFor(() => expect(storedCards()?.RETAIL?.map((card) => card.itemSku)).toEqual([HELMET_ITEM]));
    first.unmount();
    // The next product: the helmet is listed from what was kept while the list fails.
    await failBasics();
    renderRemote({ path: LAMP_PAGE });
    const list = await listSection();
    expect(await within(list).findByRole('link', { name: /Helm Sepeda Lipat Urban/ })).toHaveAttribute('href', `/p/helm-sepeda-lipat-urban/is--${HELMET_ITEM}`);
  });

  it('shows them at once while the list is asked for again, then the fresh answer', async () => {
    const [kaos, lamp] = await cardsOf(KAOS, LAMP);
    store(JSON.stringify([KAOS, LAMP]));
    window.localStorage.setItem(V2, JSON.stringify({ RETAIL: [lamp, { ...kaos, price: { listed: 70000, offered: 70000, discountPercentage: 0 } }] }));
    let letGo!: () => void;
    const released = new Promise<void>((resolve) => (letGo = resolve));
    // The simulator's answer, held until the test lets it go: the handler answers nothing, so the simulator does.
    backend.server.use(
      http.get(`${TEST_BACKEND}/product/products/_basic`, async () => {
        await released;
      }),
    );
    renderRemote({ path: HELMET });
    const list = await listSection();
    // In the list's order, with what they cost when last shown; no loading line.
    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([`${KAOS_NAME}Rp70.000`, `${LAMP_NAME}Rp149.000`]);
    expect(within(list).queryByText('Memuat produk yang terakhir dilihat…')).not.toBeInTheDocument();
    letGo();
    expect(await within(list).findByRole('link', { name: /Rp59\.000/ })).toHaveTextContent(KAOS_NAME);
  });

  it('shows them in place of a failed answer', async () => {
    store(JSON.stringify([KAOS]));
    window.localStorage.setItem(V2, JSON.stringify({ RETAIL: await cardsOf(KAOS) }));
    await failBasics();
    renderRemote({ path: HELMET });
    const list = await listSection();
    expect(await within(list).findByRole('link', { name: new RegExp(KAOS_NAME) })).toHaveAttribute('href', `/p/kaos-polos-katun-combed-30s/is--${KAOS}`);
    await waitFor(() => expect(within(list).queryByText('Memuat produk yang terakhir dilihat…')).not.toBeInTheDocument());
    expect(within(list).queryByText('Produk yang terakhir dilihat belum bisa ditampilkan.')).not.toBeInTheDocument();
  });

  it('leaves out what a tampered store holds: malformed cards and pictures that are not http(s) or same-site', async () => {
    const [kaos] = await cardsOf(KAOS);
    store(JSON.stringify([KAOS, LAMP]));
    window.localStorage.setItem(
      V2,
      JSON.stringify({
        RETAIL: [
          { itemSku: LAMP, name: 42 },
          { ...kaos, imageUrl: 'javascript:alert(1)' },
        ],
      }),
    );
    await failBasics();
    renderRemote({ path: HELMET });
    const list = await listSection();
    const kaosLink = await within(list).findByRole('link', { name: new RegExp(KAOS_NAME) });
    expect(kaosLink.querySelector('img')).toBeNull();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });
});

describe('the items seen on pages of the same layout (recently viewed contextual)', () => {
  const CONTEXTUAL = 'pdp.recently-viewed.contextual';
  const storedContextual = () => JSON.parse(window.localStorage.getItem(CONTEXTUAL) ?? 'null') as unknown;

  it('lists the items seen on pages of this layout first, and records this one among them', async () => {
    store(JSON.stringify([KAOS, LAMP]));
    window.localStorage.setItem(CONTEXTUAL, JSON.stringify({ gadgets: [LAMP], fashion: [KAOS] }));
    renderRemote({ path: PHONE });
    const list = await listSection();
    await within(list).findByRole('link', { name: new RegExp(LAMP_NAME) });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([`${LAMP_NAME}Rp149.000`, `${KAOS_NAME}Rp59.000`]);
    expect(basicsAsked()).toEqual([[LAMP, KAOS]]);
    expect(storedContextual()).toEqual({ gadgets: [PHONE_ITEM, LAMP], fashion: [KAOS] });
  });

  it('keeps the order of the list on a page of no contextual layout, and records nothing there', async () => {
    store(JSON.stringify([KAOS, LAMP]));
    window.localStorage.setItem(CONTEXTUAL, JSON.stringify({ gadgets: [LAMP] }));
    renderRemote({ path: HELMET });
    await screen.findByRole('link', { name: new RegExp(LAMP_NAME) });
    expect(basicsAsked()).toEqual([[KAOS, LAMP]]);
    expect(storedContextual()).toEqual({ gadgets: [LAMP] });
  });

  it('reads a tampered list as empty, keeping only well-formed skus', async () => {
    window.localStorage.setItem(CONTEXTUAL, JSON.stringify({ gadgets: [42, '<script>', LAMP], fashion: 'x' }));
    renderRemote({ path: PHONE });
    await screen.findByRole('link', { name: new RegExp(LAMP_NAME) });
    expect(basicsAsked()).toEqual([[LAMP]]);
    expect(storedContextual()).toEqual({ gadgets: [PHONE_ITEM, LAMP], fashion: [] });
  });
});
