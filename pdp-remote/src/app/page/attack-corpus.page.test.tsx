// The attack corpus on the retail remote's pages (tooling/e2e/attack-corpus.e2e.ts, "runs nothing and
// holds the layout"), each string × surface a test of its own: the product page with its reviews,
// seller replies, discussion, loan simulation, subscription, quote, add-ons, seller and lists; a
// review's own page; the trade-in and installation pages. Rendered through the real remote root against
// the backend simulator (mounted in MSW) with its attack corpus on, as the e2e run starts it: its lists
// of other products (the recommendations) carry the other hostile products' strings, the catalogue's
// best sellers, as its 404 page's do. Layout, covering CSS and axe stay in the browser.
import { waitFor } from '@testing-library/react';
import {
  HOSTILE_CASES,
  expectNothingRanOrInjected,
  fieldsNotShowing,
  regionNamed,
  regionShowing,
  showsText,
  UNTIL_SHOWN,
  type Field,
  type HostileCase,
} from '@pdp/test-kit/attack-corpus';
import { othersNotShowing, startHostilePages } from '../../__tests__/hostile-pages';

const { tripwires, renderHostile } = startHostilePages();

const section = (id: string) => document.getElementById(`pdp-section-${id}`);
/** Whether `text` fits a normaliser's limit (UTF-16 units, as `isShortText` counts); longer text is left out there, never cut. */
const fits = (text: string, max: number) => text.length <= max;

/**
 * Seller HTML (the description, the product copy) after sanitising: no executable or covering markup,
 * and its two links (`javascript:`, `//evil.example`) kept as text without their href. The markup
 * around a string that breaks out of an attribute may be swallowed by it, as any parser would.
 */
function sanitisingProblems(html: Element | null, { text }: HostileCase): string[] {
  if (!html) return ['not on screen'];
  const problems = [...html.querySelectorAll('script, style, iframe, object, embed, svg, [style], [srcdoc]')].map((element) => element.outerHTML.slice(0, 60));
  for (const link of html.querySelectorAll('a[href]')) problems.push(`a link to ${link.getAttribute('href')}`);
  // Text without markup is the seller's text: shown as written, in both paragraphs, between the links.
  if (!/[<>]/.test(text)) {
    if (html.textContent?.split(text).length !== 3) problems.push('the plain text is not shown twice');
    if (![...html.querySelectorAll('a')].some((link) => link.textContent === 'Klik')) problems.push('the link’s text is gone');
  }
  return problems;
}

describe('the product page, every seller- and shopper-written field hostile', () => {
  /** The fields the page shows, each with how many times the string is in it. */
  const pageFields = (text: string): Field[] => {
    const seller = section('seller');
    return [
      ['the product’s name (heading)', document.querySelector('h1')],
      ['the categories (breadcrumbs)', regionNamed('Kategori produk'), 2],
      ['the brand', document.querySelector('a[href^="/brand/ATK"]')],
      ['the variants’ names', section('variant'), 2],
      ['the recommended promotion and the combo', section('promo'), 2],
      ['the loan simulation’s ticker and location', regionNamed(/^Simulasi kredit/), 2],
      ['the subscription’s notes', regionNamed('Langganan'), 2],
      ['the seller’s note on quotes', regionNamed('Beli dalam jumlah banyak')],
      ['the add-ons’ names', regionNamed('Layanan tambahan'), 2],
      ['the specifications', [...(section('description')?.querySelectorAll('table') ?? [])].find((table) => table.caption?.textContent === 'Spesifikasi'), 3],
      ['the product copy’s title', document.querySelector('[data-testid="product-copy"]')?.closest('section')],
      // Over 120 characters a store's city is left out with its store (offline-merchants.ts drops, never cuts).
      ...(fits(text, 120) ? ([['the offline stores', regionNamed('Tersedia juga di toko offline', seller ?? undefined), 4]] as Field[]) : []),
      // The seller's name, warehouses, their note and pickup hours (4), the offline stores and the best reviews.
      ['the seller’s section, all told', seller, 4 + (fits(text, 120) ? 4 : 0) + 9],
      ['the store’s best reviews', regionNamed('Ulasan terbaik toko ini', seller ?? undefined), 9],
      ['the review highlights, reviewers, reviews and seller replies', section('reviews'), 13],
      ['the questions, askers, answers and who answered', section('discussion'), 8],
    ];
  };
  /**
   * The lists of other products, with how many cards (brands) of the other hostile products each shows:
   * the simulator's best sellers are the phone (HPX-60003), then the running shoes and their eleven
   * hostile copies (SPL-60001, `ATK-9000n`, one category), then the rest. The hostile sellers sell only
   * their own product: the store's ads list nothing on these pages (no list of them is shown).
   */
  const otherProductLists = (): Field[] => {
    const recommendations = section('recommendation') ?? undefined;
    return [
      // The products of the category: the running shoes and the eleven other hostile products.
      ['similar products', regionNamed('Produk serupa', recommendations), 11],
      ['picks for the shopper', regionNamed('Pilihan lain untukmu', recommendations), 11],
      // The first page of every item of the best sellers: the phone's 4, the shoes' 6, then 6 and 2 of the next two hostile products'.
      ['more products', regionNamed('Jelajahi produk lainnya', recommendations), 8],
      // Ten brands: Aero, then the first nine other hostile products' (get-brands.ts leaves out a name over 200, the emoji's, never among them).
      ['brand picks', regionNamed('Brand pilihan', recommendations), 9],
    ];
  };

  it.each(HOSTILE_CASES)('$label: runs nothing, injects nothing, shows every field as text and sanitises the description', async (hostile) => {
    await renderHostile(hostile);
    // What the e2e waits for: reviews, discussion, the loan simulation's locations, subscription, quote and add-ons.
    await waitFor(
      () => expect([...fieldsNotShowing(hostile.text, pageFields(hostile.text)), ...othersNotShowing(hostile, otherProductLists())]).toEqual([]),
      UNTIL_SHOWN,
    );

    expect(document.querySelector('h1')?.textContent).toBe(hostile.text);
    const locations = [...(regionNamed(/^Simulasi kredit/)?.querySelectorAll('option') ?? [])].map((option) => option.textContent);
    expect(locations).toContain(hostile.text);
    expect(sanitisingProblems(document.querySelector('[data-testid="product-description"]'), hostile)).toEqual([]);
    expect(sanitisingProblems(document.querySelector('[data-testid="product-copy"]'), hostile)).toEqual([]);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('a review’s own page', () => {
  it.each(HOSTILE_CASES)('$label: shows the review, its reply and the other reviews as text, and runs nothing', async (hostile) => {
    // The first review, as the e2e opens it: the one the seller replied to (the base's REV-SPL-001).
    const reviewId = `REV-SPL-001-${hostile.productSku}`;
    await renderHostile(hostile, { path: `${hostile.path}/detail-review?reviewId=${reviewId}` });
    await regionShowing('Ulasan lainnya', (others) => others.querySelector('article'));
    const page = document.querySelector('h1')?.closest('section');
    expect(document.querySelector('h1')?.textContent).toBe('Detail ulasan');
    expect(
      fieldsNotShowing(hostile.text, [
        ['the product’s name', page?.querySelector(':scope > p')],
        ['the review: its reviewer, message, seller and reply', page?.querySelector(':scope > article'), 4],
        ['the other reviews', regionNamed('Ulasan lainnya'), 8],
      ]),
    ).toEqual([]);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('the trade-in page', () => {
  it.each(HOSTILE_CASES)('$label: lists the devices taken in by their names as text, and runs nothing', async (hostile) => {
    await renderHostile(hostile, { path: hostile.path.replace(/^\/p\//, '/trade-in/s/') });
    const devices = await regionShowing('Perangkat yang bisa ditukar', (list) => list.querySelector('li'));
    expect(fieldsNotShowing(hostile.text, [['the category and the device', devices, 2]])).toEqual([]);
    expect(showsText(devices?.querySelector('li') ?? document.createElement('li'), hostile.text)).toBe(true);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('the installation page', () => {
  it.each(HOSTILE_CASES)('$label: lists each installation by its name and details as text, and runs nothing', async (hostile) => {
    await renderHostile(hostile, { path: hostile.path.replace(/^\/p\//, '/add-on/installation/') });
    await waitFor(() => expect(document.querySelector('h2')).toBeTruthy(), UNTIL_SHOWN);
    const installation = document.querySelector('h2')?.closest('section') ?? null;
    expect(document.querySelector('h2')?.textContent).toBe(hostile.text);
    expect(fieldsNotShowing(hostile.text, [['the installation’s name and details', installation, 2]])).toEqual([]);
    expect([...(installation?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([hostile.text]);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('the bundling catalog page', () => {
  it.each(HOSTILE_CASES)('$label: shows the bundle’s name and its items’ names as text, and runs nothing', async (hostile) => {
    await renderHostile(hostile, { path: `/retail/bundling-catalog/BND-${hostile.productSku}` });
    const items = await regionShowing('Katalog paket', (page) => page.querySelector('li'));
    expect(fieldsNotShowing(hostile.text, [['the bundle’s name and the main product’s', items, 2]])).toEqual([]);
    await expectNothingRanOrInjected(tripwires);
  });
});
