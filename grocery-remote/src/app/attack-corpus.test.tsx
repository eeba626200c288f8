// The attack corpus on the grocery page (tooling/e2e/attack-corpus.e2e.ts, "runs nothing and holds the
// layout of the grocery page, its stores' names hostile too"), each string × surface a test of its own,
// mounted through the real lifecycles: the page of the simulator's hostile grocery product (its name,
// brand, seller, categories and description the string) served by the hostile store of that string
// (its name, address and city the string), found from the shopper's device location; the nearby stores,
// the store picker, the slot picker and the pickup schedule; and a recommended product of that string
// (the recommendations read). Layout stays in the browser.
// The backend is the simulator (mounted in MSW) with its attack corpus on: the hostile grocery products,
// their stores (every one a few metres from Ranch Market Kemang) and descriptions are the ones the
// browser meets.
import { waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'msw';
import type { GroceryStoreDto } from '@pdp/backend-api/grocery';
import { UNTIL_SHOWN, armTripwiresEachTest, envelope, expectNothingRanOrInjected, fieldsNotShowing, KEMANG, regionNamed, regionShowing } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { HOSTILE_GROCERY, type HostileGrocery } from '../__tests__/hostile-grocery';
import { GROCERY_BACKEND, grocerySimulatorTests, mockGeolocation, mountGrocery } from '../__tests__';

// The sections whose fields the tests read: the shipping (stores and windows), the description, the
// seller and the recommendations; the rest keeps its placeholder.
sectionsInView(['shipping', 'description', 'seller', 'recommendation']);
const backend = grocerySimulatorTests({ attackCorpus: true });
// Whole pages through the lifecycles on a busy two-core machine: room beyond 20 s (a failing wait still fails).
jest.setTimeout(60_000);

/**
 * The store picker lists the stores nearest the shopper, and every hostile store stands at one spot
 * by Kemang: the simulator's five nearest are the first strings' stores. For each string's test the
 * picker lists that string's store beside Kemang and Pondok Indah, as the simulator has them (its
 * answer for every store near, of which the test keeps those three).
 */
function pickerListsStoreOf({ index }: HostileGrocery) {
  const kept = [`WH-ATK-${index}`, 'WH-RNC-KMG', 'WH-RNC-PIK'];
  backend.server.use(
    http.get(`${GROCERY_BACKEND}/grocery/store-picker/nearby`, async ({ request }) => {
      if (request.headers.has('x-every-store')) return undefined;
      const url = new URL(request.url);
      url.searchParams.set('limit', '50');
      const answer = (await (await fetch(url, { headers: { 'x-every-store': 'yes' } })).json()) as { data: GroceryStoreDto[] };
      return envelope(answer.data.filter((store) => kept.includes(store.code)));
    }),
  );
}

const shipping = () => regionNamed('Pengiriman');
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);

/** Waits for `scope` to hold a button named `name` (its label, or its text), and clicks it. */
async function click(user: ReturnType<typeof userEvent.setup>, scope: () => Element | null, name: string) {
  const button = await waitFor(() => {
    const found = [...(scope()?.querySelectorAll('button') ?? [])].find(
      (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent)?.trim() === name,
    );
    expect(found).toBeDefined();
    return found as HTMLElement;
  }, UNTIL_SHOWN);
  await user.click(button);
}

const tripwires = armTripwiresEachTest();

/** The hostile grocery page, its store found from the shopper's location at Kemang, the nearby stores listed. */
async function hostileGroceryPage(hostile: HostileGrocery) {
  pickerListsStoreOf(hostile);
  mockGeolocation(KEMANG);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await mountGrocery({ path: hostile.path });
  await click(user, shipping, 'Gunakan lokasi saat ini');
  await regionShowing(
    'Toko terdekat',
    (nearby) => byTestId('grocery-slot') && nearby.querySelector('button[aria-label="Belanja di sini: Ranch Market Kemang"]'),
  );
  return user;
}

describe('the grocery page, its serving store and nearby stores hostile', () => {
  it.each(HOSTILE_GROCERY)('$label: shows the product’s and the stores’ fields as text, sanitises the description, and runs nothing', async (hostile) => {
    await hostileGroceryPage(hostile);
    const { text } = hostile;
    expect(document.querySelector('h1')?.textContent).toBe(text);
    await waitFor(() => expect(byTestId('product-description')).not.toBeNull(), UNTIL_SHOWN);
    expect(
      fieldsNotShowing(text, [
        ['the categories (breadcrumbs)', regionNamed('Kategori produk')],
        ['the brand', document.querySelector('a[href^="/grocery/brand/ATG"]')],
        ['the serving store', byTestId('grocery-store')],
        ['the nearby stores', regionNamed('Toko terdekat')],
        ['the seller', document.getElementById('pdp-section-seller')],
      ]),
    ).toEqual([]);
    expect(byTestId('grocery-store')?.querySelector('strong')?.textContent).toBe(text);
    const description = byTestId('product-description');
    expect([...(description?.querySelectorAll('script, style, iframe, svg, [style], [srcdoc], a[href]') ?? [])].map((element) => element.outerHTML)).toEqual(
      [],
    );
    if (!/[<>]/.test(text)) expect(description?.textContent?.split(text)).toHaveLength(3);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('the store picker', () => {
  it.each(HOSTILE_GROCERY)('$label: lists the hostile store by its name as text beside the others, and runs nothing', async (hostile) => {
    const user = await hostileGroceryPage(hostile);
    await click(user, shipping, 'Ganti toko');
    const picker = await regionShowing('Pilih toko', (dialog) => dialog.querySelector('button[aria-label="Pilih Ranch Market Kemang"]'));
    const names = [...picker.querySelectorAll('li strong')].map((name) => name.textContent);
    // The three, each once (the hostile store and Kemang's stand a few metres apart: either comes first).
    expect([...names].sort()).toEqual([hostile.text, 'Ranch Market Kemang', 'Ranch Market Pondok Indah'].sort());
    // Its button is named with it for screen readers: an attribute's text, never markup.
    expect([...picker.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))).toContain(`Pilih ${hostile.text}`);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('the slot picker', () => {
  it.each(HOSTILE_GROCERY)('$label: names the serving store as text, and runs nothing', async (hostile) => {
    const user = await hostileGroceryPage(hostile);
    await click(user, () => byTestId('grocery-slot'), 'Ganti jadwal');
    const slots = await regionShowing('Pilih jadwal pengiriman', (dialog) => dialog.querySelector('input[type="radio"]'));
    expect(fieldsNotShowing(hostile.text, [['the store it delivers from', slots.querySelector('p')]])).toEqual([]);
    expect(slots.querySelector('p')?.textContent).toBe(`Dikirim dari ${hostile.text}`);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('the pickup schedule', () => {
  it.each(HOSTILE_GROCERY)('$label: shows the store’s name, address and city as text, and runs nothing', async (hostile) => {
    const user = await hostileGroceryPage(hostile);
    const pickup = await waitFor(() => {
      const radio = shipping()?.querySelector<HTMLInputElement>('input[type="radio"][value="pickup"]') ?? null;
      expect(radio).not.toBeNull();
      return radio as HTMLInputElement;
    }, UNTIL_SHOWN);
    await user.click(pickup);
    await click(user, () => byTestId('grocery-pickup'), 'Lihat jadwal ambil');
    const schedule = await regionShowing('Jadwal ambil', (dialog) => dialog.querySelector('table'));
    expect(byTestId('grocery-pickup')?.textContent).toContain(`Ambil di ${hostile.text}`);
    expect(fieldsNotShowing(hostile.text, [['the store’s name, address and city', schedule, 3]])).toEqual([]);
    expect(schedule.querySelector('table caption')?.textContent).toBe(`Jadwal ambil di ${hostile.text}`);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('the grocery recommendations', () => {
  it.each(HOSTILE_GROCERY)('$label: shows a recommended product’s name as text, and runs nothing', async ({ text, index }) => {
    // On the rice, with no store yet, the page's read of them (GET, decision 0069) answers every other
    // grocery product: the hostile product of the string among them.
    await mountGrocery();
    const href = `/grocery/p/serangan-grocery-${index}/`;
    const recommendations = await regionShowing('Rekomendasi', (region) => region.querySelector(`a[href^="${href}"]`));
    const card = recommendations.querySelector(`a[href^="${href}"]`)?.closest('li') ?? null;
    expect(fieldsNotShowing(text, [['the recommended product', card]])).toEqual([]);
    await expectNothingRanOrInjected(tripwires);
  });
});
