// The fault matrix of the recommendations (tooling/e2e/fault-matrix.e2e.ts, one test per row, named by
// its `call`): the section's lists, the infinite feed, the brand picks (version 2, and both versions)
// and the brand ad, and the add-to-cart recommendations (the placements' POST and the category's
// list), failed in every way the simulator fails a call (FAULT_KINDS). Each proves what its row proves
// in the browser: the failure says the catalogue's words (or, where the row says nothing, the part
// goes without what failed), a retry brings the list back, the rest of the page keeps working, and
// nothing is thrown. The backend is the simulator (mounted in MSW), on the phone (smartphone-x5.json:
// the headphones are its similar product, Ramai the first brand beside it), and each fault is its own:
// a session fault, as the e2e matrix forces it.
import { screen, waitFor, within } from '@testing-library/react';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, alertSaying, retryIn, untilAnswered, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { buyingAndColourPickWork } from '../../__tests__/phone-page';
import { BRAND_ADS_CALL, LIST_CALL, PHONE, addPhoneToBag, openAddToCartRecommendations } from './recommendations.test-page';

const backend = startSimulatorBackend(TEST_BACKEND);
/** What the e2e matrix's `pageErrors` catches, in jsdom: a part's boundary logging what it threw, an uncaught error or rejection. */
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });
/** The answers a call has had (failures included), for a row that says nothing. */

const FAILED = 'Gagal memuat rekomendasi.';
const HEADPHONES = /^Headphone Nirkabel Ramai Flash Sale/;
const section = () => screen.findByRole('region', { name: 'Rekomendasi' });
const list = async (name: string) => within(await section()).findByRole('region', { name });
/** The phone's lists, each asked for once: it is in a campaign. */
const PHONE_LISTS = ['Produk serupa', 'Iklan dari toko ini', 'Produk lain di kampanye ini', 'Pilihan lain untukmu'];

describe('fault matrix: recommendations', () => {
  it.each(FAULT_KINDS)(
    'recommendations × %s: each list says "Gagal memuat rekomendasi.", the feed and the page work on, and a retry brings a list back',
    async (fault) => {
      // Each list's call fails once.
      await backend.session.fault('/backend/search/products/*/recommendations', fault, { method: 'GET', times: PHONE_LISTS.length });
      const view = renderRemote({ path: PHONE });
      const similar = await list('Produk serupa');
      for (const name of PHONE_LISTS) await alertSaying(await list(name), FAILED);
      await waitFor(async () => expect(within(await list('Jelajahi produk lainnya')).getAllByRole('link')).toHaveLength(18));
      expect(backend.sent('GET', LIST_CALL)).toHaveLength(PHONE_LISTS.length);
      await retryIn(similar);
      expect(await within(similar).findByRole('link', { name: HEADPHONES })).toBeInTheDocument();
      expect(within(similar).queryByText(FAILED)).not.toBeInTheDocument();
      await buyingAndColourPickWork(view);
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)(
    'infinite recommendations × %s: says "Gagal memuat rekomendasi.", the lists and the page work on, and a retry brings the feed',
    async (fault) => {
      await backend.session.fault('/backend/search/infinite-recommendations', fault, { method: 'POST', times: 1 });
      const view = renderRemote({ path: PHONE });
      const feed = await list('Jelajahi produk lainnya');
      const alert = await alertSaying(feed, FAILED);
      expect(within(feed).queryByRole('link')).not.toBeInTheDocument();
      expect(await within(await list('Produk serupa')).findByRole('link', { name: HEADPHONES })).toBeInTheDocument();
      await retryIn(alert);
      await waitFor(() => expect(within(feed).getAllByRole('link')).toHaveLength(18));
      expect(within(feed).queryByText(FAILED)).not.toBeInTheDocument();
      await buyingAndColourPickWork(view);
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)('brand recommendations v2 × %s: says nothing, and the brands show from version 1', async (fault) => {
    await backend.session.fault('/backend/product-detail/recommendation/v2/brands', fault, { method: 'GET' });
    renderRemote({ path: PHONE });
    const brands = await list('Brand pilihan');
    // Version 1's brand: its name, without how many products it sells.
    expect(await within(brands).findByRole('link', { name: 'Ramai' })).toHaveTextContent(/^Ramai$/);
    expect(within(brands).queryByText('Gagal memuat brand.')).not.toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('brand recommendations (both) × %s: says "Gagal memuat brand.", the page works on, and a retry brings the brands', async (fault) => {
    await backend.session.fault('/backend/product-detail/recommendation/v2/brands', fault, { method: 'GET', times: 1 });
    await backend.session.fault('/backend/product-detail/recommendation/brands', fault, { method: 'GET', times: 1 });
    const view = renderRemote({ path: PHONE });
    const brands = await list('Brand pilihan');
    const alert = await alertSaying(brands, 'Gagal memuat brand.');
    await retryIn(alert);
    expect(await within(brands).findByRole('link', { name: /^Ramai/ })).toHaveTextContent('Ramai1 produk');
    expect(within(brands).queryByText('Gagal memuat brand.')).not.toBeInTheDocument();
    await buyingAndColourPickWork(view);
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('brand ads × %s: shows no ad, and the brands stay', async (fault) => {
    // Both versions of the ad share the path: both fail.
    await backend.session.fault('/backend/product-detail/brand-ads', fault, { method: 'GET' });
    const adAnswers = backend.answersTo(BRAND_ADS_CALL);
    renderRemote({ path: PHONE });
    const brands = await list('Brand pilihan');
    expect(await within(brands).findByRole('link', { name: /^Ramai/ })).toBeInTheDocument();
    // Version 2 of the ad, then version 1: both failed.
    await untilAnswered(adAnswers, 2);
    expect(within(brands).queryByText(/^Iklan · /)).not.toBeInTheDocument();
    expect(within(brands).queryByText('Belanja produk Ramai pilihan')).not.toBeInTheDocument();
    // Only the brands are listed, each a link to its page.
    const links = within(brands).getAllByRole('link');
    expect(links).toHaveLength(within(brands).getAllByRole('listitem').length);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/brand\/[A-Z]+$/);
    expect(within(brands).queryByRole('alert')).not.toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  describe('after an add to bag', () => {
    async function openRecommendations() {
      await addPhoneToBag(backend);
      return openAddToCartRecommendations();
    }
    /** The lists of the modal but the one that failed show their cards. */
    async function othersListed(dialog: HTMLElement, alert: HTMLElement) {
      await waitFor(() =>
        expect(
          within(dialog)
            .getAllByRole('region')
            .filter((region) => !region.contains(alert)),
        ).toHaveLength(2),
      );
      const others = within(dialog)
        .getAllByRole('region')
        .filter((region) => !region.contains(alert));
      for (const region of others) expect((await within(region).findAllByRole('link')).length).toBeGreaterThan(0);
    }
    /** Every list of the modal shows its cards. */
    async function allListed(dialog: HTMLElement) {
      for (const name of ['Lainnya di Handphone & Tablet', 'Produk serupa', 'Lengkapi belanjaanmu']) {
        expect((await within(await within(dialog).findByRole('region', { name })).findAllByRole('link')).length).toBeGreaterThan(0);
      }
    }

    it.each(FAULT_KINDS)(
      'add-to-cart recommendations × %s: the list says "Gagal memuat rekomendasi.", the others show, and a retry brings it',
      async (fault) => {
        await backend.session.fault('/backend/search/products/*/recommendations', fault, { method: 'POST', times: 1 });
        const dialog = await openRecommendations();
        const alert = await alertSaying(dialog, FAILED);
        expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
        await othersListed(dialog, alert);
        await retryIn(alert);
        await allListed(dialog);
        expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
        expect(pageErrors).toEqual([]);
      },
    );

    it.each(FAULT_KINDS)('category recommendations × %s: the list says "Gagal memuat rekomendasi.", the others show, and a retry brings it', async (fault) => {
      await backend.session.fault('/backend/search/get-category-recommendations-with-metadata', fault, { method: 'GET', times: 1 });
      const dialog = await openRecommendations();
      const alert = await alertSaying(await within(dialog).findByRole('region', { name: 'Lainnya dari kategori ini' }), FAILED);
      await othersListed(dialog, alert);
      await retryIn(alert);
      await allListed(dialog);
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    });
  });
});
