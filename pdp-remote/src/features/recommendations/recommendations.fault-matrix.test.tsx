// The fault matrix of the recommendations (tooling/e2e/fault-matrix.e2e.ts, one test per row, named by
// its `call`): the section's lists, the infinite feed, the brand picks (version 2, and both versions)
// and the brand ad, and the add-to-cart recommendations (the placements' POST and the category's
// list), failed in every way the simulator fails a call (FAULT_KINDS). Each proves what its row proves
// in the browser: the failure says the catalogue's words (or, where the row says nothing, the part
// goes without what failed), a retry brings the list back, the rest of the page keeps working, and
// nothing is thrown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, startBackendMock } from '@pdp/test-kit/backend-mock';
import {
  FAULT_KINDS,
  alertSaying,
  answerCounters,
  faultHandler,
  retryIn,
  serveProduct,
  untilAnswered,
  variantPickGoesToHost,
  watchNothingThrown,
} from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { ADS, INFINITE, V1, V2, aRecommendation, serveBrands, serveFeed, serveRecommendations, withTrace } from './recommendations.test-backend';
import { addToBag, serveLists } from './add-to-cart-recommendations.test-backend';

startBackendMock();
beforeEach(() => serveProduct());

/** What the e2e matrix's `pageErrors` catches, in jsdom: a part's boundary logging what it threw, an uncaught error or rejection. */
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });
/** The answers a call has had (failures included), for a row that says nothing. */
const answersTo = answerCounters();

const FAILED = 'Gagal memuat rekomendasi.';
const section = () => screen.findByRole('region', { name: 'Rekomendasi' });
const list = async (name: string) => within(await section()).findByRole('region', { name });

describe('fault matrix: recommendations', () => {
  it.each(FAULT_KINDS)(
    'recommendations × %s: each list says "Gagal memuat rekomendasi.", the feed and the page work on, and a retry brings a list back',
    async (fault) => {
      serveRecommendations(() => withTrace([aRecommendation(1)]));
      serveFeed();
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/search/products/:id/recommendations`, fault));
      const { props } = renderRemote();
      const similar = await list('Produk serupa');
      for (const name of ['Produk serupa', 'Iklan dari toko ini', 'Pilihan lain untukmu']) await alertSaying(await list(name), FAILED);
      await waitFor(async () => expect(within(await list('Jelajahi produk lainnya')).getAllByRole('link')).toHaveLength(18));
      await variantPickGoesToHost(props);
      // The backend answers again.
      serveRecommendations(() => withTrace([aRecommendation(1)]));
      await retryIn(similar);
      expect(await within(similar).findByRole('link', { name: /Tumbler 1/ })).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)(
    'infinite recommendations × %s: says "Gagal memuat rekomendasi.", the lists and the page work on, and a retry brings the feed',
    async (fault) => {
      serveRecommendations(() => withTrace([aRecommendation(1)]));
      serveFeed();
      backendServer.use(faultHandler('POST', INFINITE, fault));
      const { props } = renderRemote();
      const feed = await list('Jelajahi produk lainnya');
      const alert = await alertSaying(feed, FAILED);
      expect(within(feed).queryByRole('link')).not.toBeInTheDocument();
      expect(await within(await list('Produk serupa')).findByRole('link', { name: /Tumbler 1/ })).toBeInTheDocument();
      await variantPickGoesToHost(props);
      // The backend answers again.
      serveFeed();
      await retryIn(alert);
      await waitFor(() => expect(within(feed).getAllByRole('link')).toHaveLength(18));
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)('brand recommendations v2 × %s: says nothing, and the brands show from version 1', async (fault) => {
    serveRecommendations(() => withTrace([]));
    serveBrands();
    backendServer.use(faultHandler('GET', V2, fault));
    renderRemote();
    const brands = await list('Brand pilihan');
    // Version 1's brand: its name, without how many products it sells.
    expect(await within(brands).findByRole('link', { name: 'Ramai' })).toHaveTextContent(/^Ramai$/);
    expect(within(brands).queryByText('Gagal memuat brand.')).not.toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('brand recommendations (both) × %s: says "Gagal memuat brand.", the page works on, and a retry brings the brands', async (fault) => {
    serveRecommendations(() => withTrace([]));
    serveBrands();
    backendServer.use(faultHandler('GET', V2, fault, { times: 1 }), faultHandler('GET', V1, fault, { times: 1 }));
    const { props } = renderRemote();
    const brands = await list('Brand pilihan');
    const alert = await alertSaying(brands, 'Gagal memuat brand.');
    await variantPickGoesToHost(props);
    await retryIn(alert);
    expect(await within(brands).findByRole('link', { name: /^Ramai/ })).toHaveTextContent('Ramai3 produk');
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('brand ads × %s: shows no ad, and the brands stay', async (fault) => {
    serveRecommendations(() => withTrace([]));
    serveBrands();
    backendServer.use(faultHandler('GET', ADS, fault));
    const adAnswers = answersTo(ADS);
    renderRemote();
    const brands = await list('Brand pilihan');
    expect(await within(brands).findByRole('link', { name: /^Ramai/ })).toBeInTheDocument();
    // Version 2 of the ad, then version 1: both failed.
    await untilAnswered(adAnswers, 2);
    expect(within(brands).queryByText(/^Iklan · /)).not.toBeInTheDocument();
    expect(within(brands).getAllByRole('listitem')).toHaveLength(1);
    expect(within(brands).queryByRole('alert')).not.toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  describe('after an add to bag', () => {
    async function openRecommendations() {
      await addToBag();
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).getByRole('button', { name: 'Lihat rekomendasi' }),
      );
      return screen.findByRole('dialog', { name: 'Rekomendasi untukmu' });
    }
    /** The lists of the modal but the one that failed show their cards. */
    async function othersListed(dialog: HTMLElement, alert: HTMLElement) {
      const others = within(dialog)
        .getAllByRole('region')
        .filter((region) => !region.contains(alert));
      expect(others).toHaveLength(2);
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
        serveLists();
        backendServer.use(faultHandler('POST', `${TEST_BACKEND}/search/products/:id/recommendations`, fault, { times: 1 }));
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
      serveLists();
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/search/get-category-recommendations-with-metadata`, fault, { times: 1 }));
      const dialog = await openRecommendations();
      const alert = await alertSaying(within(dialog).getByRole('region', { name: 'Lainnya dari kategori ini' }), FAILED);
      await othersListed(dialog, alert);
      await retryIn(alert);
      await allListed(dialog);
      expect(pageErrors).toEqual([]);
    });
  });
});
