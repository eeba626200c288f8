// Add-ons against the real simulator (contract add-ons.ts): the installations and insurances of an
// item, their availability, and the cart refusing a line whose add-on cannot be bought (spec §8).
import type { AddOnAvailabilityDto, AddOnDto } from '@pdp/backend-api/add-ons';
import type { AddToCartResultDto } from '@pdp/backend-api/backend';
import { ATTACK_CORPUS } from './catalogue/attack-corpus';
import { simulatorPerFile, withAttackCorpus } from './test-simulator';

const simulator = simulatorPerFile();
const { member } = simulator;

const LAPTOP = 'LPT-60008-00001';
const addToBag = async (addOns: unknown) =>
  (await member()).call<AddToCartResultDto>('/retail/carts/_add-bulk', {
    json: { cartType: 'REGULAR', items: [{ itemSku: LAPTOP, quantity: 1, fulfillment: 'delivery', addOns }] },
  });

describe('add-ons', () => {
  it('lists an item’s installations and insurances, none for another item, and 404 for an unknown one', async () => {
    const shopper = await simulator.session();
    const installations = await shopper.call<AddOnDto[]>('/add-on/installations/KLK-60009-00001');
    expect(installations.body.data.map((addOn) => [addOn.id, addOn.price])).toEqual([
      ['INST-KLK-STD', 150_000],
      ['INST-KLK-SWAP', 250_000],
    ]);
    expect(installations.body.data[0]?.details).toContain('Teknisi datang ke rumahmu');
    expect(installations.body.data[0]).not.toHaveProperty('available');
    expect((await shopper.call<AddOnDto[]>('/add-on/insurances/KLK-60009-00001')).body.data.map((addOn) => addOn.id)).toEqual(['INS-KLK-2Y']);
    expect((await shopper.call<AddOnDto[]>('/add-on/installations/SPL-60001-00001')).body.data).toEqual([]);
    expect((await shopper.call('/add-on/insurances/ZZZ-99999-00001')).status).toBe(404);
  });

  it('says which chosen add-ons can be bought now', async () => {
    const shopper = await simulator.session();
    const answer = await shopper.call<AddOnAvailabilityDto[]>('/add-on/availability', {
      json: { itemSku: 'KLK-60009-00001', addOnIds: ['INST-KLK-STD', 'INST-KLK-SWAP', 'INS-LPT-1Y'] },
    });
    expect(answer.body.data).toEqual([
      { id: 'INST-KLK-STD', available: true },
      { id: 'INST-KLK-SWAP', available: false },
      { id: 'INS-LPT-1Y', available: false },
    ]);
    expect((await shopper.call('/add-on/availability', { json: { addOnIds: [] } })).status).toBe(400);
    expect((await shopper.call('/add-on/availability', { json: { itemSku: 'KLK-60009-00001', addOnIds: 'INST-KLK-STD' } })).status).toBe(400);
  });

  it('adds a line with the item’s add-ons, and refuses one the item does not sell', async () => {
    const added = await addToBag(['INST-LPT-SETUP', 'INS-LPT-1Y']);
    expect(added.status).toBe(200);
    const refused = await addToBag(['INST-KLK-STD']);
    expect(refused.status).toBe(400);
    expect(refused.body.status).toBe('INSTALLATION_NOT_AVAILABLE');
    expect((await addToBag([42])).status).toBe(400);
  });

  it('serves the hostile products’ add-on names and details as they are', () =>
    withAttackCorpus(async (shopper) => {
      const { text } = ATTACK_CORPUS[0] as { text: string };
      const [installation] = (await shopper.call<AddOnDto[]>('/add-on/installations/ATK-90000-00001')).body.data;
      expect(installation).toEqual({ id: 'INST-HOSTILE', name: text, price: 100_000, details: [text] });
    }));
});
