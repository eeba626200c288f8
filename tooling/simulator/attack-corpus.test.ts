// The attack corpus as the simulator serves it (tooling/simulator/catalogue/attack-corpus.ts): only
// when asked, and then in the grocery stores' names, addresses and cities as well as the products'
// fields, each hostile grocery product served by the store that carries its string.
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import type { GroceryStoreDto, SlottedDeliveryDto } from '@pdp/backend-api/grocery';
import { ATTACK_CORPUS } from './catalogue/attack-corpus';
import { startSimulator, type RunningSimulator } from './test-simulator';

/** Jl. Kemang Raya, a few hundred metres south of Ranch Market Kemang. */
const KEMANG = 'latitude=-6.2615&longitude=106.8106';

let simulator: RunningSimulator;
beforeAll(async () => {
  simulator = await startSimulator(undefined, { attackCorpus: true });
});
afterAll(() => simulator.close());

describe('the attack corpus in the simulator', () => {
  it('serves a hostile grocery product per string, its store carrying the string in name, address and city', async () => {
    const session = await simulator.session();
    for (const [index, { text }] of ATTACK_CORPUS.entries()) {
      const summary = (await session.call<ProductSummaryDto>(`/product-detail/products/ps--ATG-${90000 + index}/_summary`)).body.data;
      expect(summary.name).toBe(text);
      const delivery = await session.call<SlottedDeliveryDto>(`/grocery/slotted-delivery/_resolve?itemSku=ATG-${90000 + index}-00001&${KEMANG}`);
      expect(delivery.body.data.warehouse).toMatchObject({ code: `WH-ATK-${index}`, name: text, available: true });
    }
  });

  it('lists the hostile stores in the store picker beside the real ones', async () => {
    const session = await simulator.session();
    const stores = (await session.call<GroceryStoreDto[]>(`/grocery/store-picker/nearby?${KEMANG}&radiusKm=25&limit=50`)).body.data;
    const names = stores.map((store) => store.name);
    expect(names).toEqual(expect.arrayContaining([...ATTACK_CORPUS.map(({ text }) => text), 'Ranch Market Kemang']));
    for (const store of stores.filter((candidate) => candidate.code.startsWith('WH-ATK-')))
      expect([store.address, store.city]).toEqual([store.name, store.name]);
  });

  it('adds nothing to the ordinary catalogue', async () => {
    const plain = await startSimulator();
    try {
      const answer = await (await plain.session()).call('/product-detail/products/ps--ATG-90000/_summary');
      expect(answer.status).toBe(404);
      const stores = (await (await plain.session()).call<GroceryStoreDto[]>(`/grocery/store-picker/nearby?${KEMANG}&radiusKm=25&limit=50`)).body.data;
      expect(stores.some((store) => store.code.startsWith('WH-ATK-'))).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
