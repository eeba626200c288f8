// The attack corpus on the grocery page (tooling/e2e/attack-corpus.e2e.ts, "runs nothing and holds the
// layout of the grocery page, its stores' names hostile too"), each string × surface a test of its own,
// mounted through the real lifecycles: the page of the simulator's hostile grocery product (its name,
// brand, seller, categories and description the string) served by the hostile store of that string
// (its name, address and city the string), found from the shopper's device location; the nearby stores,
// the store picker, the slot picker and the pickup schedule; and a recommended product of that string
// (the recommendations read). Layout stays in the browser.
import { waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { UNTIL_SHOWN, armTripwiresEachTest, expectNothingRanOrInjected, fieldsNotShowing, hostileDescription, regionNamed, regionShowing } from '@pdp/test-kit';
import { aSlottedDelivery, aStore, KEMANG, PONDOK_INDAH } from '../__tests__/factories';
import { HOSTILE_GROCERY, hostileGrocerySummary, type HostileGrocery } from '../__tests__/hostile-grocery';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mockGeolocation, mountGrocery } from '../__tests__';

groceryPageTests();
// Whole pages through the lifecycles on a busy two-core machine: room beyond 20 s (a failing wait still fails).
jest.setTimeout(60_000);

const KEMANG_STORE = aStore();

/** The store of a string (`hostileStores`): Ranch Market Kemang's copy a few metres nearer, its name, address and city the string. */
const hostileStore = ({ text, index }: HostileGrocery) =>
  aStore({ code: `WH-ATK-${index}`, pickupPoint: `PP-ATK-${index}`, name: text, address: text, city: text, distanceKm: 0.3 });

/** The backend as the simulator answers for the hostile grocery product of `hostile` and its store. */
function serveHostileGrocery(hostile: HostileGrocery) {
  const { text, label } = hostile;
  const store = hostileStore(hostile);
  groceryBackend.use(
    http.get(`${GROCERY_BACKEND}/product-detail/products/:id/_summary`, () => envelope(hostileGrocerySummary(hostile))),
    http.get(`${GROCERY_BACKEND}/product-detail/products/:id/description`, () =>
      envelope({ html: hostileDescription(text, `grocery-${label.replace(/\W+/g, '-')}`) }),
    ),
    // The hostile store is the nearest to Kemang: it serves the shopper; the base's stores are its neighbours.
    http.get(`${GROCERY_BACKEND}/grocery/slotted-delivery/_resolve`, () => envelope(aSlottedDelivery({ warehouse: store }))),
    http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, ({ request }) => {
      const code = new URL(request.url).searchParams.get('warehouseCode');
      return envelope(aSlottedDelivery({ warehouse: code === store.code ? store : KEMANG_STORE }));
    }),
    http.post(`${GROCERY_BACKEND}/grocery/stores/_nearby`, () => envelope([store, KEMANG_STORE, PONDOK_INDAH])),
    http.get(`${GROCERY_BACKEND}/grocery/store-picker/nearby`, () => envelope([store, KEMANG_STORE, PONDOK_INDAH])),
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
  serveHostileGrocery(hostile);
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
    expect(names).toEqual([hostile.text, 'Ranch Market Kemang', 'Ranch Market Pondok Indah']);
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
    // The page's read of them (GET, decision 0069) answers a product whose name is the string.
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/grocery/recommendations`, () =>
        envelope([
          {
            itemSku: `ATG-${90000 + index}-00001`,
            name: text,
            urlFriendlyName: `serangan-grocery-${index}`,
            imageUrl: '/m/serangan.svg',
            price: { listed: 15000, offered: 12000, discountPercentage: 20 },
          },
        ]),
      ),
    );
    await mountGrocery();
    const recommendations = await regionShowing('Rekomendasi', (region) => region.querySelector('a[href]'));
    expect(fieldsNotShowing(text, [['the recommended product', recommendations.querySelector('li')]])).toEqual([]);
    await expectNothingRanOrInjected(tripwires);
  });
});
