// The attack corpus in the retail page's modals (tooling/e2e/attack-corpus.e2e.ts): the voucher list
// and a voucher's terms, the combo, the free gift, the reviewer's profile, sharing, the wishlist's
// albums and the add-to-cart recommendations, each string × modal a test of its own. Each opens from
// the hostile product's page, rendered through the real remote root against the backend simulator
// (mounted in MSW) with its attack corpus on, as the e2e run starts it (__tests__/hostile-pages.ts): a
// member's albums named with every string, and lists of other products whose cards are the other
// hostile products. Each test's page renders the first screen and the section its modal opens from
// only (`sectionsInView`); what leaves the dialog's box is the browser's to see.
import { waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  ATTACK_CORPUS,
  HOSTILE_CASES,
  UNTIL_SHOWN,
  expectNothingRanOrInjected,
  fieldsNotShowing,
  regionNamed,
  regionShowing,
  type Field,
  type HostileCase,
} from '@pdp/test-kit/attack-corpus';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { othersNotShowing, startHostilePages } from '../../__tests__/hostile-pages';
import { BUDI } from '../../__tests__/members';

const { tripwires, renderHostile } = startHostilePages();

/** The hostile product's page, a member's when `signedIn` (the wishlist and the bag need one): gives the user who opens its modals. */
async function onHostilePage(hostile: HostileCase, { signedIn = false } = {}) {
  await renderHostile(hostile, signedIn ? { member: BUDI } : {});
  // jsdom has no layout to hide a button behind: the pointer-events walk up the emotion styles only costs time.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const section = (id: string) => document.getElementById(`pdp-section-${id}`);

/** Waits for `scope` to hold a button named `name` (its label, or its text), and clicks it. */
async function click(user: ReturnType<typeof userEvent.setup>, scope: () => Element | null, name: string | RegExp) {
  const named = (button: Element) => {
    const label = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
    return typeof name === 'string' ? label === name : name.test(label);
  };
  const button = await waitFor(() => {
    const found = [...(scope()?.querySelectorAll('button') ?? [])].find(named);
    expect(found).toBeDefined();
    return found as HTMLElement;
  }, UNTIL_SHOWN);
  await user.click(button);
}

describe('the voucher list', () => {
  sectionsInView(['promo']);
  it.each(HOSTILE_CASES)('$label: shows the recommended promotion and every voucher’s name as text, and runs nothing', async (hostile) => {
    const user = await onHostilePage(hostile);
    await click(user, () => section('promo'), 'Lihat promo');
    const list = await regionShowing('Promo & voucher', (dialog) => regionNamed('Voucher toko', dialog));
    const fields: Field[] = [
      [
        'the recommended promotion’s title and description',
        [...list.querySelectorAll('span')].find((label) => label.textContent === 'Rekomendasi promo')?.parentElement,
        2,
      ],
      ['the platform’s voucher', regionNamed('Voucher platform', list)],
      ['the store’s vouchers', regionNamed('Voucher toko', list), 2],
      ['the store’s shipping voucher (its title)', regionNamed('Voucher ongkir toko', list)],
      ['the platform’s shipping voucher', regionNamed('Voucher ongkir', list)],
    ];
    expect(fieldsNotShowing(hostile.text, fields)).toEqual([]);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('a voucher’s terms', () => {
  sectionsInView(['promo']);
  it.each(HOSTILE_CASES)('$label: shows the voucher’s name and its terms as text, and runs nothing', async (hostile) => {
    const user = await onHostilePage(hostile);
    await click(user, () => section('promo'), 'Lihat promo');
    const list = await regionShowing('Promo & voucher', (dialog) => regionNamed('Voucher toko', dialog));
    await click(user, () => regionNamed('Voucher toko', list), /^S&K /);
    const terms = await regionShowing('Syarat & ketentuan', (dialog) => dialog.querySelector('li'));
    // The store voucher's own terms, the string first (catalogue/attack-corpus.ts `hostileVouchers`).
    expect([...terms.querySelectorAll('li')].map((term) => term.textContent)).toEqual([
      hostile.text,
      'Berlaku untuk semua produk Aero Official Store.',
      'Minimal belanja Rp500.000.',
      'Satu voucher untuk satu akun.',
    ]);
    expect(fieldsNotShowing(hostile.text, [['the voucher’s name and first term', terms, 2]])).toEqual([]);
    await expectNothingRanOrInjected(tripwires);
  });
});

// The promo section's two modals of checkboxes, alike: `opener` opens `dialog`, where `field` shows the string `times(text)` times.
describe.each([
  {
    modal: 'the combo',
    shows: 'the combo’s and the product’s names',
    opener: 'Lihat paket',
    dialog: 'Paket combo',
    field: 'the combo’s name and the product’s',
    times: () => 2,
  },
  {
    modal: 'the free gift',
    shows: 'the gift’s name and its variant',
    opener: 'Pilih hadiah',
    dialog: 'Hadiah gratis',
    field: 'the gift’s name and its variant’s name and value',
    // A gift's variant over 100 characters is left out (get-free-gift.ts); its name (to 300) stays.
    times: (text: string) => (text.length <= 100 ? 3 : 1),
  },
])('$modal', ({ shows, opener, dialog: name, field, times }) => {
  sectionsInView(['promo']);
  it.each(HOSTILE_CASES)(`$label: shows ${shows} as text, and runs nothing`, async (hostile) => {
    const user = await onHostilePage(hostile);
    await click(user, () => section('promo'), opener);
    const modal = await regionShowing(name, (dialog) => dialog.querySelector('input[type="checkbox"]'));
    expect(fieldsNotShowing(hostile.text, [[field, modal, times(hostile.text)]])).toEqual([]);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('the reviewer’s profile', () => {
  sectionsInView(['reviews']);
  it.each(HOSTILE_CASES)('$label: shows the reviewer’s name, their reviews and the products’ names as text, and runs nothing', async (hostile) => {
    const user = await onHostilePage(hostile);
    await click(user, () => section('reviews')?.querySelector('article') ?? null, /^Lihat profil /);
    // The reviewer is the product's own (catalogue/attack-corpus.ts `hostileReviews`): one review, of the hostile product.
    const profile = await regionShowing('Profil pengulas', (dialog) => dialog.querySelectorAll('li').length === 1);
    expect(fieldsNotShowing(hostile.text, [['the name, and each review’s product and message', profile, 3]])).toEqual([]);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('sharing the product', () => {
  sectionsInView(['seller']);
  it.each(HOSTILE_CASES)('$label: puts the product’s name in the text to share and the QR code’s label, as text, and runs nothing', async (hostile) => {
    const user = await onHostilePage(hostile);
    await click(user, () => section('seller'), 'Bagikan produk');
    const share = await regionShowing('Bagikan produk', (dialog) => dialog.querySelector('svg[role="img"]'));
    expect(share.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe(`Kode QR untuk membuka ${hostile.text}`);
    const message = await waitFor(() => {
      const field = within(share).getByRole('textbox', { name: 'Teks untuk dibagikan' }) as HTMLTextAreaElement;
      expect(field.value).toContain('https://pasarku.link/');
      return field.value;
    }, UNTIL_SHOWN);
    // The short link is the simulator's, made from the page's address.
    expect(message).toMatch(/ di Pasarku: https:\/\/pasarku\.link\/[\w-]+$/);
    expect(message.replace(/https:\/\/pasarku\.link\/[\w-]+$/, '<link>')).toBe(`Lihat ${hostile.text} seharga Rp629.300 di Pasarku: <link>`);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('the wishlist’s albums', () => {
  sectionsInView(['seller']);
  it.each(HOSTILE_CASES)('$label: lists an album of that name as text beside Favorit and the others, and runs nothing', async (hostile) => {
    // The member's albums with the corpus on (handlers/wishlist.ts): Favorit, then one named with each
    // string, made before the name rule (the simulator refuses to make one now: letters and numbers only).
    const user = await onHostilePage(hostile, { signedIn: true });
    await click(user, () => section('seller'), 'Simpan ke wishlist');
    const wishlist = await regionShowing(
      'Simpan ke wishlist',
      (dialog) => dialog.querySelectorAll('input[type="checkbox"]').length === ATTACK_CORPUS.length + 1,
    );
    const albums = [...wishlist.querySelectorAll('input[type="checkbox"]')].map((box) => box.closest('label')?.textContent);
    expect(albums).toContain(`${hostile.text} (0 produk)`);
    expect(albums).toEqual(['Favorit (0 produk)', ...ATTACK_CORPUS.map(({ text }) => `${text} (0 produk)`)]);
    await expectNothingRanOrInjected(tripwires);
  });
});

describe('the add-to-cart recommendations', () => {
  sectionsInView(['shipping']);
  it.each(HOSTILE_CASES)('$label: shows the category’s name and the other hostile products’ cards as text, and runs nothing', async (hostile) => {
    // The simulator's lists are of the other products (handlers/recommendations.ts): the similar ones
    // and the category's best sellers are the running shoes and the eleven other hostile products (one
    // category, whose name is the shown product's string); the complements share no category with it,
    // none of them hostile.
    const user = await onHostilePage(hostile, { signedIn: true });
    await click(user, () => section('shipping'), '+ Bag');
    await click(user, () => regionNamed('Berhasil ditambahkan ke bag'), 'Lihat rekomendasi');
    const recommendations = await regionShowing(
      'Rekomendasi untukmu',
      (dialog) => regionNamed('Lengkapi belanjaanmu', dialog)?.querySelector('a') && regionNamed(/^Lainnya di /, dialog)?.querySelector('a'),
    );
    const category = regionNamed(/^Lainnya di /, recommendations);
    const others: Field[] = [
      ['similar products', regionNamed('Produk serupa', recommendations), 11],
      // A page of six: the running shoes and the next five hostile products.
      ['the category’s best sellers', category, 5],
    ];
    expect([...fieldsNotShowing(hostile.text, [['the category’s name', category]]), ...othersNotShowing(hostile, others)]).toEqual([]);
    await expectNothingRanOrInjected(tripwires);
  });
});
