// Asking for a quote against the real simulator (contract quote.ts): the terms of an item sold in
// quantity, a request with each refusal and its details, the request kept per session (asked twice
// is refused with the open one's id), a fault carrying the contract's details, the hostile products'
// seller notes, and a broken quote fixture stopping the simulator.
import type { QuoteDto, QuoteTermsDto } from '@pdp/backend-api/quote';
import { ATTACK_CORPUS } from './catalogue/attack-corpus';
import { createSimulator } from './simulator';
import { type TestSession, catalogueWithChange, simulatorPerFile, withAttackCorpus } from './test-simulator';

const simulator = simulatorPerFile();

/** Kaos: tagged WHOLESALE with a quote block (12 to 5000, 24 hours). */
const KAOS = 'KAO-60002-00001';
/** Sepatu: tagged WHOLESALE, but its seller takes no quotes. */
const SHOE = 'SPL-60001-00001';
/** Not tagged WHOLESALE. */
const KOPI = 'KPI-60012-00001';

const REQUEST = { quantity: 24, name: 'Rina Wulandari', phone: '0812 3456 7890', email: 'rina@contoh.id', note: 'Untuk seragam kantor.' };
const ask = (shopper: TestSession, itemSku: string, change: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  shopper.call<QuoteDto>(`/product-detail/products/${itemSku}/quotes`, { json: { ...REQUEST, ...change }, headers });

describe('quote terms (GET /product-detail/products/{itemSku}/quote-terms)', () => {
  it('gives the seller’s terms for an item sold in quantity', async () => {
    const shopper = await simulator.session();
    const terms = await shopper.call<QuoteTermsDto>(`/product-detail/products/${KAOS}/quote-terms`);
    expect(terms.status).toBe(200);
    expect(terms.body.data).toEqual({
      itemSku: KAOS,
      minQuantity: 12,
      maxQuantity: 5000,
      replyWithinHours: 24,
      sellerNote: 'Harga khusus untuk seragam kantor, sekolah dan komunitas. Sablon logo bisa diatur.',
    });
  });

  it('is null for an item sold in quantity whose seller takes no quotes, and 404 for one not sold in quantity or unknown', async () => {
    const shopper = await simulator.session();
    const none = await shopper.call(`/product-detail/products/${SHOE}/quote-terms`);
    expect([none.status, none.body.data]).toEqual([200, null]);
    for (const itemSku of [KOPI, 'ZZZ-99999-00001']) expect((await shopper.call(`/product-detail/products/${itemSku}/quote-terms`)).status).toBe(404);
  });
});

describe('asking for a quote (POST /product-detail/products/{itemSku}/quotes)', () => {
  it('takes an anonymous shopper’s request and refuses a second one for the item while it is open', async () => {
    const shopper = await simulator.session();
    const asked = await ask(shopper, KAOS);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({ quoteId: `QT-0001-${KAOS}`, itemSku: KAOS, quantity: 24, replyWithinHours: 24 });
    const again = await ask(shopper, KAOS, { quantity: 100 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'QUOTE_ALREADY_REQUESTED', errors: { quoteId: [`QT-0001-${KAOS}`] } });
    // Another item of the product, and another shopper, may still ask.
    expect((await ask(shopper, 'KAO-60002-00002')).body.data.quoteId).toBe('QT-0002-KAO-60002-00002');
    expect((await ask(await simulator.session(), KAOS)).status).toBe(200);
  });

  it('refuses a quantity outside the seller’s terms with the bounds', async () => {
    const shopper = await simulator.session();
    for (const quantity of [11, 5001]) {
      const refused = await ask(shopper, KAOS, { quantity });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: 'QUOTE_INVALID_QUANTITY', errors: { minQuantity: ['12'], maxQuantity: ['5000'] } });
    }
    expect((await ask(shopper, KAOS, { quantity: 12 })).status).toBe(200);
  });

  it('refuses a contact it cannot use, with a message for each field, in the shopper’s language', async () => {
    const shopper = await simulator.session();
    const refused = await ask(shopper, KAOS, { name: ' ', phone: '12345', email: 'rina@', note: 'x'.repeat(501) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      status: 'QUOTE_INVALID_CONTACT',
      errors: {
        name: ['Nama wajib diisi, paling banyak 60 karakter.'],
        phone: ['Nomor HP tidak valid.'],
        email: ['Email tidak valid.'],
        note: ['Catatan paling banyak 500 karakter.'],
      },
    });
    const english = await ask(shopper, KAOS, { phone: '0212345678' }, { 'accept-language': 'en' });
    expect(english.body.errors).toEqual({ phone: ['That mobile number is not valid.'] });
    for (const phone of ['+6281234567890', '6281234567', '08123456789012']) expect((await ask(await simulator.session(), KAOS, { phone })).status).toBe(200);
  });

  it('refuses an item that takes no quotes, and answers a malformed body with a 400 that is no refusal', async () => {
    const shopper = await simulator.session();
    for (const itemSku of [SHOE, KOPI, 'ZZZ-99999-00001']) expect((await ask(shopper, itemSku)).body.status).toBe('QUOTE_NOT_AVAILABLE');
    const malformed = await ask(shopper, KAOS, { quantity: '24' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.status).not.toMatch(/^QUOTE_/);
    expect((await ask(shopper, KAOS, { note: undefined })).status).toBe(400);
  });

  it('sends an injected refusal with the contract’s details', async () => {
    const shopper = await simulator.session();
    await shopper.call('/_simulator/faults', { json: { path: '/backend/product-detail/products/*/quotes', fault: 'code=QUOTE_INVALID_QUANTITY', times: 1 } });
    const refused = await ask(shopper, KAOS);
    expect(refused.body).toMatchObject({ status: 'QUOTE_INVALID_QUANTITY', errors: { minQuantity: ['12'], maxQuantity: ['5000'] } });
    expect((await ask(shopper, KAOS)).status).toBe(200);
  });
});

describe('the hostile products', () => {
  it('serve their seller’s note on quotes as it is', () =>
    withAttackCorpus(async (shopper) => {
      for (const [index, { text }] of ATTACK_CORPUS.entries()) {
        const terms = await shopper.call<QuoteTermsDto>(`/product-detail/products/ATK-${90000 + index}-00001/quote-terms`);
        expect(terms.body.data.sellerNote).toBe(text);
      }
    }));
});

describe('quote fixtures', () => {
  it.each([
    ['a maximum below the minimum', { maxQuantity: 3 }, 'products/kaos-polos.json: quote.maxQuantity must not be below minQuantity'],
    ['a minimum of none', { minQuantity: 0 }, 'products/kaos-polos.json: quote.minQuantity must be 1 or more'],
    ['no seller note', { sellerNote: undefined }, 'products/kaos-polos.json: quote.sellerNote must be a non-empty string'],
  ])('stop at start-up on %s, naming the file and field', async (_problem, change, message) => {
    const directory = await catalogueWithChange('products/kaos-polos.json', 'quote', change);
    await expect(createSimulator({ fixturesDir: directory })).rejects.toThrow(message);
  });
});
