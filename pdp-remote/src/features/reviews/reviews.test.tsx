// Reviews as a shopper meets them (spec §3 Review list response, §4 Review like, §5, §6, §8, §9), against
// the backend simulator (its review handlers and the running shoes' reviews, mounted in MSW): the
// summary, sorts and filters, paging, the like in every list, reporting a review or a reply, login and
// return, and failures leaving the rest of the page working.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, http, HttpResponse } from '@pdp/test-kit/backend-mock';
import { keepsFocusThenReturnsIt } from '@pdp/test-kit/focus-trap';
import { stubScrollIntoView } from '@pdp/test-kit/scroll-into-view';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { DETAIL_CALL, IMAGES_CALL, KAOS, LIKE_CALL, LIST_CALL, REPORT_CALL, SHOES, card, reviewsCatalogue, reviewsSection } from './reviews.test-page';
import { SARI } from '../../__tests__/members';
import { SHOES_41 } from '../../__tests__/products';

sectionsInView(['reviews']);
const backend = startSimulatorBackend(TEST_BACKEND, { fixturesDir: reviewsCatalogue });
const scrollIntoView = stubScrollIntoView();

const lists = () => backend.sent('GET', LIST_CALL).map((call) => call.query);
const RINA = 'Rina Wulandari';
/** The reviews' sort, and the names of the sorts it offers. */
const sortBox = async () => within(await reviewsSection()).getByRole('combobox', { name: 'Urutkan' });
const sortOptions = (sort: HTMLElement) =>
  within(sort)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the reviews section', () => {
  it('shows the summary with the average to one decimal and a comma, the highlights and page 1 of 10 reviews', async () => {
    renderRemote({ path: SHOES });
    const section = await reviewsSection();
    expect(await within(section).findByText('4,0')).toBeInTheDocument();
    expect(within(section).getByText('12 ulasan')).toBeInTheDocument();
    expect(within(section).getByText('Ringan dipakai lari · Ukuran pas · Pengiriman cepat')).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(10);
    const rina = await card(RINA);
    expect(within(rina).getByText('Superhero')).toBeInTheDocument();
    expect(within(await card('Ayu Lestari')).getByText('Influencer')).toBeInTheDocument();
    expect(within(await card('Dimas Pratama')).queryByText(/Superhero|Influencer/)).not.toBeInTheDocument();
    expect(within(rina).getByRole('img', { name: 'Rating 5 dari 5' })).toBeInTheDocument();
    expect(within(rina).getByText('Varian: Hitam, 41')).toBeInTheDocument();
    expect(within(rina).getByText('Balasan Aero Official Store')).toBeInTheDocument();
    expect(within(rina).getByText('Terima kasih, Kak Rina! Selamat berlari.')).toBeInTheDocument();
    expect(Object.fromEntries(lists()[0] ?? [])).toEqual({ productSku: 'SPL-60001', page: '1', itemPerPage: '10', sort: 'POPULAR' });
  });

  it('adds page 2 below page 1, and offers no more after the last', async () => {
    renderRemote({ path: SHOES });
    await card(RINA);
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Lihat ulasan lainnya' }));
    await within(await reviewsSection()).findByRole('article', { name: 'Agus Salim' });
    expect(within(await reviewsSection()).getAllByRole('article')).toHaveLength(12);
    expect(within(await reviewsSection()).queryByRole('button', { name: 'Lihat ulasan lainnya' })).not.toBeInTheDocument();
    expect(lists().map((params) => params.get('page'))).toEqual(['1', '2']);
  });

  it('offers only the sorts the backend offers, in its order', async () => {
    // The simulator offers every sort the spec names; a backend offering three is an answer it cannot
    // give, so its own list is trimmed to three here.
    backend.server.use(
      http.get(`${TEST_BACKEND}/product-review/public-reviews`, async ({ request }) => {
        const answer = await backend.simulator().fetch(new Request(`http://simulator.test/backend${request.url.slice(TEST_BACKEND.length)}`));
        const body = (await answer.json()) as { summary: { sorting: { available: string[] } } };
        body.summary.sorting.available = ['POPULAR', 'LATEST', 'LOWEST'];
        return HttpResponse.json(body);
      }),
    );
    renderRemote({ path: SHOES });
    await card(RINA);
    const sort = await sortBox();
    expect(sortOptions(sort)).toEqual(['Paling membantu', 'Terbaru', 'Rating terendah']);
  });

  it('sorts by what the backend offers and filters by rating and topic, starting again at page 1', async () => {
    renderRemote({ path: SHOES });
    await card(RINA);
    const sort = await sortBox();
    expect(sortOptions(sort)).toEqual(['Paling membantu', 'Terbaru', 'Terlama', 'Rating tertinggi', 'Rating terendah']);
    await userEvent.selectOptions(sort, 'LOWEST');
    await waitFor(() => expect(lists().at(-1)?.get('sort')).toBe('LOWEST'));
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Kualitas (5)' }));
    await waitFor(() => expect(lists().at(-1)?.getAll('topic')).toEqual(['QUALITY']));
    const oneStar = within(await reviewsSection()).getByRole('button', { name: '1 bintang (1)' });
    await userEvent.click(oneStar);
    expect(oneStar).toHaveAttribute('aria-pressed', 'true');
    expect(await card('Indra Wijaya')).toBeInTheDocument();
    expect(within(await reviewsSection()).getAllByRole('article')).toHaveLength(1);
    expect(lists().at(-1)?.get('page')).toBe('1');
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Hapus filter' }));
    expect(await card(RINA)).toBeInTheDocument();
  });

  it('says when no review matches the filters', async () => {
    renderRemote({ path: SHOES });
    await card(RINA);
    // The one 3-star review is about the shipment, none about the quality.
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Kualitas (5)' }));
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: '3 bintang (1)' }));
    expect(await within(await reviewsSection()).findByText('Tidak ada ulasan yang sesuai filter.')).toBeInTheDocument();
  });

  it('says there are no reviews yet for a product nobody reviewed', async () => {
    renderRemote({ path: KAOS });
    expect(await within(await reviewsSection()).findByText('Belum ada ulasan untuk produk ini.')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    renderRemote({ path: SHOES, locale: 'en' });
    expect(await within(await reviewsSection()).findByText('12 reviews')).toBeInTheDocument();
    expect(within(await reviewsSection()).getByRole('button', { name: 'More reviews' })).toBeInTheDocument();
  });

  it.each([
    ['a server error', 'status=500'],
    ['a body that is not JSON', 'malformed'],
  ])('says the reviews failed on %s, retries, and leaves the page working', async (_fault, fault) => {
    await backend.session.fault('/backend/product-review/public-reviews', fault, { method: 'GET', times: 1 });
    renderRemote({ path: SHOES });
    const alert = await within(await reviewsSection()).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat ulasan.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await card(RINA)).toBeInTheDocument();
  });

  it('keeps page 1 when page 2 fails, and retries it', async () => {
    renderRemote({ path: SHOES });
    await card(RINA);
    await backend.session.fault('/backend/product-review/public-reviews', 'status=503', { method: 'GET', times: 1 });
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Lihat ulasan lainnya' }));
    const alert = await within(await reviewsSection()).findByRole('alert');
    expect(within(await reviewsSection()).getAllByRole('article')).toHaveLength(10);
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await card('Agus Salim')).toBeInTheDocument();
  });

  it('opens a review photo in the image preview', async () => {
    renderRemote({ path: SHOES });
    await userEvent.click(within(await card(RINA)).getByRole('button', { name: `Foto ulasan 1 dari ${RINA}` }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('the review gallery page', () => {
  it('is linked from the section when a review shown has photos', async () => {
    renderRemote({ path: SHOES });
    expect(await within(await reviewsSection()).findByRole('link', { name: 'Lihat semua foto' })).toHaveAttribute('href', `${SHOES}/review-gallery`);
  });

  it("shows the buyers' first 15 photos in the section, each opening the image preview over all of them", async () => {
    renderRemote({ path: SHOES });
    const strip = await within(await reviewsSection()).findByRole('region', { name: 'Foto dari pembeli' });
    await waitFor(() => expect(within(strip).getAllByRole('img')).toHaveLength(15));
    expect(backend.sent('GET', IMAGES_CALL).map(({ query }) => `${query.get('page')}:${query.get('itemPerPage')}:${query.get('productSku')}`)).toEqual([
      '1:15:SPL-60001',
    ]);
    await userEvent.click(within(strip).getByRole('button', { name: 'Foto pembeli 3' }));
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByRole('img', { name: 'Foto pembeli 3' })).toHaveAttribute('src', '/backend/media/ulasan-aero-putih-1.svg');
    await userEvent.keyboard('{ArrowRight}');
    expect(await within(preview).findByRole('img', { name: 'Foto pembeli 4' })).toBeInTheDocument();
  });

  it("says the buyers' photos failed with a retry, and the reviews stay", async () => {
    await backend.session.fault('/backend/product-review/public-reviews/images', 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: SHOES });
    const section = await reviewsSection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat foto ulasan.');
    expect(within(section).getAllByRole('article').length).toBeGreaterThan(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(section).findByRole('button', { name: 'Foto pembeli 1' })).toBeInTheDocument();
  });

  it('shows the photos 15 a page, adds the next page, and opens one with its review in the product review modal', async () => {
    renderRemote({ path: `${SHOES}/review-gallery` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Foto ulasan' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Foto ulasan \d+$/ })).toHaveLength(15));
    await userEvent.click(screen.getByRole('button', { name: 'Lihat foto lainnya' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Foto ulasan \d+$/ })).toHaveLength(17));
    expect(screen.queryByRole('button', { name: 'Lihat foto lainnya' })).not.toBeInTheDocument();
    expect(backend.sent('GET', IMAGES_CALL).map(({ query }) => `${query.get('page')}:${query.get('itemPerPage')}:${query.get('productSku')}`)).toEqual([
      '1:15:SPL-60001',
      '2:15:SPL-60001',
    ]);
    await userEvent.click(screen.getByRole('img', { name: 'Foto ulasan 16' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ulasan produk' });
    expect(within(dialog).getByRole('img', { name: 'Foto ulasan 16' })).toHaveAttribute('src', '/backend/media/ulasan-aero-16.svg');
    expect(await within(dialog).findByText('Kualitas premium dengan harga yang masuk akal.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Lihat detail ulasan' })).toHaveAttribute('href', `${SHOES}/detail-review?reviewId=REV-SPL-012`);
  });

  it('likes the review in the product review modal; an anonymous shopper comes back to the review’s own page', async () => {
    const { props } = renderRemote({ path: `${SHOES}/review-gallery` });
    await userEvent.click(await screen.findByRole('img', { name: 'Foto ulasan 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ulasan produk' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Membantu (42)' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES}/detail-review?reviewId=REV-SPL-001&pdpAction=like.REV-SPL-001` });
    expect(backend.sent('POST', LIKE_CALL)).toEqual([]);
  });

  it('says the review failed to load in the product review modal, with a retry, keeping the photo', async () => {
    await backend.session.fault('/backend/product-review/public-reviews/REV-SPL-001', 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: `${SHOES}/review-gallery` });
    await userEvent.click(await screen.findByRole('img', { name: 'Foto ulasan 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ulasan produk' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat ulasan ini.');
    expect(within(dialog).getByRole('img', { name: 'Foto ulasan 2' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(dialog).findByText('Sepatunya ringan sekali, dipakai lari 10 km kaki tidak pegal. Ukuran 41 pas di kaki saya.')).toBeInTheDocument();
  });

  it('says the photos failed, with a retry', async () => {
    await backend.session.fault('/backend/product-review/public-reviews/images', 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: `${SHOES}/review-gallery` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat foto ulasan.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Foto ulasan \d+$/ })).toHaveLength(15));
  });
});

describe('the review policy modal', () => {
  it('reads the policy in the shopper language, and says when it failed, with a retry', async () => {
    await backend.session.fault('/backend/content/singlepages/product-review-policies/parameters', 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: SHOES, locale: 'en' });
    await userEvent.click(await within(await reviewsSection()).findByRole('button', { name: 'Review policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review policy' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not load the review policy.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Reviews are written by buyers who received their order.')).toBeInTheDocument();
  });
});

describe('the review variant filter modal', () => {
  const variantsOf = (params: URLSearchParams | undefined) => {
    const encoded = params?.get('variants');
    return encoded ? (JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as unknown) : null;
  };
  const openFilter = async () => {
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Filter varian' }));
    return screen.findByRole('dialog', { name: 'Filter varian' });
  };

  it('applies the chosen values on confirm, sent base64-encoded as JSON, from page 1', async () => {
    renderRemote({ path: SHOES });
    await card(RINA);
    const dialog = await openFilter();
    const apply = within(dialog).getByRole('button', { name: 'Terapkan' });
    expect(apply).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Warna' })).getByRole('button', { name: 'Putih' }));
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Ukuran' })).getByRole('button', { name: '41' }));
    expect(apply).toBeEnabled();
    await userEvent.click(apply);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(variantsOf(lists().at(-1))).toEqual([
        { name: 'Warna', value: 'Putih' },
        { name: 'Ukuran', value: '41' },
      ]),
    );
    expect(lists().at(-1)?.get('page')).toBe('1');
    expect(within(await reviewsSection()).getByRole('button', { name: 'Filter varian (2)' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('reverts the draft when closed, and resets to nothing, applying that on confirm', async () => {
    renderRemote({ path: SHOES });
    await card(RINA);
    let dialog = await openFilter();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hitam' }));
    await userEvent.keyboard('{Escape}');
    expect(lists().every((params) => !params.has('variants'))).toBe(true);
    dialog = await openFilter();
    expect(within(dialog).getByRole('button', { name: 'Hitam' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hitam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(variantsOf(lists().at(-1))).toEqual([{ name: 'Warna', value: 'Hitam' }]));
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Filter varian (1)' }));
    dialog = await screen.findByRole('dialog', { name: 'Filter varian' });
    expect(within(dialog).getByRole('button', { name: 'Terapkan' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(lists().at(-1)?.has('variants')).toBe(false));
    expect(within(await reviewsSection()).getByRole('button', { name: 'Filter varian' })).toBeInTheDocument();
  });
});

describe('liking a review', () => {
  it('toggles the like of a member, moving the count by one each way', async () => {
    await backend.session.signIn();
    renderRemote({ path: SHOES, user: SARI });
    const like = within(await card(RINA)).getByRole('button', { name: 'Membantu (42)' });
    await userEvent.click(like);
    expect(await within(await card(RINA)).findByRole('button', { name: 'Membantu (43)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(await card(RINA)).getByRole('button', { name: 'Membantu (43)' }));
    expect(await within(await card(RINA)).findByRole('button', { name: 'Membantu (42)' })).toHaveAttribute('aria-pressed', 'false');
    expect(backend.sent('POST', LIKE_CALL).map((call) => call.pathname)).toEqual([
      '/backend/product-review/reviews/REV-SPL-001/like',
      '/backend/product-review/reviews/REV-SPL-001/like',
    ]);
  });

  it('keeps the like on the review when the list is sorted again', async () => {
    await backend.session.signIn();
    renderRemote({ path: SHOES, user: SARI });
    await userEvent.click(within(await card(RINA)).getByRole('button', { name: 'Membantu (42)' }));
    await within(await card(RINA)).findByRole('button', { name: 'Membantu (43)' });
    await userEvent.selectOptions(await sortBox(), 'LATEST');
    await waitFor(() => expect(lists().at(-1)?.get('sort')).toBe('LATEST'));
    expect(await within(await card(RINA)).findByRole('button', { name: 'Membantu (43)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says a failed like failed, leaving the count as it was', async () => {
    await backend.session.signIn();
    await backend.session.fault('/backend/product-review/reviews/*/like', 'status=500', { method: 'POST' });
    renderRemote({ path: SHOES, user: SARI });
    await userEvent.click(within(await card(RINA)).getByRole('button', { name: 'Membantu (42)' }));
    expect(await within(await card(RINA)).findByRole('alert')).toHaveTextContent('Gagal menyimpan. Silakan coba lagi.');
    expect(within(await card(RINA)).getByRole('button', { name: 'Membantu (42)' })).toBeInTheDocument();
  });

  it('sends an anonymous shopper to login, and back there completes the like once', async () => {
    const { props } = renderRemote({ path: SHOES_41 });
    await userEvent.click(within(await card(RINA)).getByRole('button', { name: 'Membantu (42)' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES_41}?pdpAction=like.REV-SPL-001` });
    expect(backend.sent('POST', LIKE_CALL)).toEqual([]);
  });

  it('back from login, likes the review and takes the action out of the address', async () => {
    await backend.session.signIn();
    const { props } = renderRemote({ user: SARI, path: `${SHOES_41}?pdpAction=like.REV-SPL-001` });
    expect(await within(await card(RINA)).findByRole('button', { name: 'Membantu (43)' })).toBeInTheDocument();
    expect(backend.sent('POST', LIKE_CALL).map((call) => call.pathname)).toEqual(['/backend/product-review/reviews/REV-SPL-001/like']);
    expect(scrollIntoView.mock.contexts).toContain(document.getElementById('pdp-section-reviews'));
    expect(props.navigate).toHaveBeenCalledWith({ path: SHOES_41, replace: true, resetScroll: false });
  });

  it("back from login with a like of a review not on the list's first page, goes to that review's own page to finish it", async () => {
    await backend.session.signIn();
    const { props } = renderRemote({ user: SARI, path: `${SHOES_41}?pdpAction=like.REV-SPL-011` });
    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith({
        path: `${SHOES_41}/detail-review?reviewId=REV-SPL-011&pdpAction=like.REV-SPL-011`,
        replace: true,
        resetScroll: true,
      }),
    );
    // The review's own page likes it; the list does not like another review in its place.
    expect(backend.sent('POST', LIKE_CALL)).toEqual([]);
  });
});

describe('reporting a review or a reply', () => {
  const openReport = async (name: string) => {
    await userEvent.click(within(await card(RINA)).getByRole('button', { name }));
    return screen.findByRole('dialog');
  };
  const reports = () => backend.sent('POST', REPORT_CALL).map(({ pathname, body }) => ({ pathname, body }));

  it('needs one reason, sends it, and thanks the shopper', async () => {
    await backend.session.signIn();
    renderRemote({ path: SHOES, user: SARI });
    const dialog = await openReport(`Laporkan ulasan dari ${RINA}`);
    expect(dialog).toHaveAccessibleName('Laporkan ulasan');
    const submit = within(dialog).getByRole('button', { name: 'Kirim laporan' });
    expect(submit).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Spam atau promosi' }));
    await userEvent.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Terima kasih, laporanmu sudah kami terima.');
    expect(reports()).toEqual([{ pathname: '/backend/product-review/REV-SPL-001/_report', body: { reason: 'SPAM' } }]);
  });

  it("reports the seller's reply on its own call", async () => {
    await backend.session.signIn();
    renderRemote({ path: SHOES, user: SARI });
    const dialog = await openReport('Laporkan balasan Aero Official Store');
    expect(dialog).toHaveAccessibleName('Laporkan balasan');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Lainnya' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    await within(dialog).findByRole('status');
    expect(reports()).toEqual([{ pathname: '/backend/product-review/reply/REV-SPL-001-R/_report', body: { reason: 'OTHER' } }]);
  });

  it('asks the report in English on an English page, so a refusal comes back in English', async () => {
    await backend.session.signIn();
    renderRemote({ path: SHOES, user: SARI, locale: 'en' });
    const report = async () => {
      await userEvent.click(await within(await reviewsSection()).findByRole('button', { name: `Report the review by ${RINA}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Report the review' });
      await userEvent.click(await within(dialog).findByRole('radio', { name: 'Spam or advertising' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
      return dialog;
    };
    const dialog = await report();
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you, we received your report.');
    // The simulator refuses a second report in the language the call asked in.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(await report()).findByRole('alert')).toHaveTextContent('We already received your report.');
  });

  // A repeated report's refusal, and any other refusal's own message: what the backend says at
  // errors.user[0] (the simulator's fault with that code), the reason kept.
  it.each(['ALREADY_REPORTED', 'INVALID_REASON'])('shows the backend message at errors.user[0] when the backend refuses with %s', async (code) => {
    await backend.session.signIn();
    await backend.session.fault('/backend/product-review/*/_report', `code=${code};field=user`, { method: 'POST', times: 1 });
    renderRemote({ path: SHOES, user: SARI });
    const dialog = await openReport(`Laporkan ulasan dari ${RINA}`);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Spam atau promosi' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Simulasi galat ${code}`);
    expect(within(dialog).getByRole('radio', { name: 'Spam atau promosi' })).toBeChecked();
  });

  it('says a failed report failed, keeping the reason chosen for another try', async () => {
    await backend.session.signIn();
    await backend.session.fault('/backend/product-review/*/_report', 'status=500', { method: 'POST', times: 1 });
    renderRemote({ path: SHOES, user: SARI });
    const dialog = await openReport(`Laporkan ulasan dari ${RINA}`);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Spam atau promosi' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal mengirim laporan. Silakan coba lagi.');
    expect(within(dialog).getByRole('radio', { name: 'Spam atau promosi' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('status')).toBeInTheDocument();
  });

  it('traps focus, closes on Escape and returns focus to the report button', async () => {
    await backend.session.signIn();
    renderRemote({ path: SHOES, user: SARI });
    const opener = within(await card(RINA)).getByRole('button', { name: `Laporkan ulasan dari ${RINA}` });
    const dialog = await openReport(`Laporkan ulasan dari ${RINA}`);
    await within(dialog).findByRole('radio', { name: 'Lainnya' });
    await keepsFocusThenReturnsIt(dialog, opener, 9);
  });

  it('sends an anonymous shopper to login, and back there opens the report', async () => {
    const { props } = renderRemote({ path: SHOES });
    await userEvent.click(within(await card(RINA)).getByRole('button', { name: `Laporkan ulasan dari ${RINA}` }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES}?pdpAction=report.review.REV-SPL-001` });
  });

  it('back from login with a report to finish, opens its modal', async () => {
    await backend.session.signIn();
    renderRemote({ user: SARI, path: `${SHOES}?pdpAction=report.reply.REV-SPL-001-R` });
    expect(await screen.findByRole('dialog', { name: 'Laporkan balasan' })).toBeInTheDocument();
  });
});

describe("a review's own page", () => {
  // Putri Ananda's review, fourth on the list's first page.
  const PINNED = 'REV-SPL-005';
  const PINNED_TEXT = 'Harga promo worth it banget. Sudah beli kedua kalinya.';
  const others = () => screen.findByRole('region', { name: 'Ulasan lainnya' });

  it.each(['detail-review', 'review-details'])(
    'on %s shows the review, then the others without it, dropping page 1’s first entry, and adds the next page',
    async (pageName) => {
      renderRemote({ path: `${SHOES}/${pageName}?reviewId=${PINNED}` });
      expect(await screen.findByRole('heading', { level: 1, name: 'Detail ulasan' })).toBeInTheDocument();
      expect(await screen.findByText(PINNED_TEXT)).toBeInTheDocument();
      const list = await others();
      await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(9));
      expect(within(list).queryByRole('article', { name: 'Putri Ananda' })).not.toBeInTheDocument();
      expect(within(list).getByRole('article', { name: RINA })).toBeInTheDocument();
      expect(lists()[0]?.get('pinnedReviewId')).toBe(PINNED);
      expect(within(await within(list).findByRole('article', { name: RINA })).getByRole('link', { name: 'Lihat detail ulasan' })).toHaveAttribute(
        'href',
        `${SHOES}/detail-review?reviewId=REV-SPL-001`,
      );
      await userEvent.click(within(list).getByRole('button', { name: 'Lihat ulasan lainnya' }));
      await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(11));
    },
  );

  it('says a review that does not exist was not found, and asks nothing without a review id', async () => {
    const { unmount } = renderRemote({ path: `${SHOES}/detail-review?reviewId=R404` });
    expect(await screen.findByText('Ulasan ini tidak ditemukan.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ulasan lainnya' })).not.toBeInTheDocument();
    unmount();
    renderRemote({ path: `${SHOES}/detail-review` });
    expect(await screen.findByText('Ulasan ini tidak ditemukan.')).toBeInTheDocument();
    expect(backend.sent('GET', DETAIL_CALL).map((call) => call.pathname)).toEqual(['/backend/product-review/public-reviews/R404']);
  });

  it('says the review failed to load, with a retry', async () => {
    await backend.session.fault(`/backend/product-review/public-reviews/${PINNED}`, 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: `${SHOES}/detail-review?reviewId=${PINNED}` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat ulasan ini.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText(PINNED_TEXT)).toBeInTheDocument();
  });

  it('back from login, likes the review it shows and takes the action out of the address', async () => {
    await backend.session.signIn();
    const { props } = renderRemote({ user: SARI, path: `${SHOES}/detail-review?reviewId=${PINNED}&pdpAction=like.${PINNED}` });
    const pinned = await screen.findByRole('article', { name: 'Putri Ananda' });
    expect(await within(pinned).findByRole('button', { name: 'Membantu (16)' })).toHaveAttribute('aria-pressed', 'true');
    expect(backend.sent('POST', LIKE_CALL).map((call) => call.pathname)).toEqual([`/backend/product-review/reviews/${PINNED}/like`]);
    expect(props.navigate).toHaveBeenCalledWith({ path: `${SHOES}/detail-review?reviewId=${PINNED}`, replace: true, resetScroll: false });
  });
});

describe('the user summary modal', () => {
  const openSummary = async (name = RINA) => {
    await userEvent.click(within(await card(name)).getByRole('button', { name: `Lihat profil ${name}` }));
    return screen.findByRole('dialog', { name: 'Profil pengulas' });
  };
  /** The reviewer calls, as `summary <id>` and `reviews <id> <page>:<itemPerPage>`, from either source. */
  const reviewerCalls = () =>
    backend
      .sent('GET', /^\/backend\/(product-review\/users|hall-of-fame\/user)\//)
      .map(({ pathname, query }) =>
        /\/reviews(\/|$)/.test(pathname)
          ? `reviews ${pathname.replace(/^.*\/(users\/([^/]+)\/reviews|reviews\/([^/]+))$/, '$2$3')} ${query.get('page')}:${query.get('itemPerPage')}`
          : `summary ${pathname.replace(/^.*\/(users\/([^/]+)\/summary|user\/([^/]+))$/, '$2$3')}`,
      );

  it("shows the reviewer's numbers and their reviews 5 a page, each linking to its product, and adds the next page", async () => {
    await backend.session.productConfigs({ hallOfFameEnabled: 'false' });
    renderRemote({ path: SHOES });
    const dialog = await openSummary();
    expect(await within(dialog).findByText('7 ulasan · 2 ulasan paling membantu')).toBeInTheDocument();
    expect(within(dialog).getByText('Superhero')).toBeInTheDocument();
    expect(within(dialog).queryByText('Kamu')).not.toBeInTheDocument();
    const list = within(dialog).getByRole('region', { name: `Ulasan ${RINA}` });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(within(list).getByRole('link', { name: 'Sepatu Lari Pria Aero Run 2' })).toHaveAttribute('href', SHOES);
    expect(within(list).getAllByRole('link', { name: 'Tumbler Stainless 500 ml' })[0]).toHaveAttribute('href', '/p/tumbler-stainless-500-ml/ps--TMB-60006');
    await userEvent.click(within(list).getByRole('button', { name: 'Lihat ulasan lainnya' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7));
    expect(reviewerCalls()).toEqual(['summary usr-rina', 'reviews usr-rina 1:5', 'reviews usr-rina 2:5']);
    expect(backend.sent('GET', /^\/backend\/hall-of-fame\//)).toEqual([]);
    expect(within(dialog).queryByRole('link', { name: 'Lihat Hall of Fame' })).not.toBeInTheDocument();
  });

  it('reads from the hall of fame, and links it, when its switch is on', async () => {
    renderRemote({ path: SHOES });
    const dialog = await openSummary();
    expect(await within(dialog).findByRole('link', { name: 'Lihat Hall of Fame' })).toHaveAttribute('href', '/hall-of-fame');
    await waitFor(() => expect(reviewerCalls()).toEqual(['summary usr-rina', 'reviews usr-rina 1:5']));
    expect(backend.sent('GET', /^\/backend\/hall-of-fame\//)).toHaveLength(2);
  });

  it('shows others nothing more of a private profile, without asking for its reviews', async () => {
    renderRemote({ path: SHOES });
    const dialog = await openSummary('Yoga Saputra');
    expect(await within(dialog).findByText('Profil ini privat.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Ulasan Yoga Saputra' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Jadikan profil publik' })).not.toBeInTheDocument();
    expect(reviewerCalls()).toEqual(['summary usr-yoga']);
  });

  it('marks the shopper’s own profile and lets them make a private one public', async () => {
    await backend.session.signIn();
    renderRemote({ path: SHOES, user: SARI });
    const dialog = await openSummary('Sari Wulandari');
    expect(await within(dialog).findByText('Kamu')).toBeInTheDocument();
    expect(within(dialog).getByText('Profilmu privat: pembeli lain tidak bisa melihat ulasanmu di sini.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jadikan profil publik' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Profilmu sekarang publik.');
    expect(within(dialog).queryByRole('button', { name: 'Jadikan profil publik' })).not.toBeInTheDocument();
    expect(backend.sent('POST', /^\/backend\/product-review\/users\/me\/_public$/)).toHaveLength(1);
  });

  it('says a failed list failed, with a retry, keeping the numbers; closes on Escape back to the name', async () => {
    await backend.session.fault('/backend/hall-of-fame/user/reviews/*', 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: SHOES });
    const dialog = await openSummary();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat ulasan pengulas.');
    expect(within(dialog).getByText('7 ulasan · 2 ulasan paling membantu')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(5));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await card(RINA)).getByRole('button', { name: `Lihat profil ${RINA}` })).toHaveFocus();
  });

  it('reads in English', async () => {
    renderRemote({ path: SHOES, locale: 'en' });
    await userEvent.click(within(await card('Yoga Saputra')).getByRole('button', { name: 'See Yoga Saputra’s profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviewer profile' });
    expect(await within(dialog).findByText('This profile is private.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(await card(RINA)).getByRole('button', { name: `See ${RINA}’s profile` }));
    const rina = await screen.findByRole('dialog', { name: 'Reviewer profile' });
    expect(await within(rina).findByText('7 reviews · 2 most helpful reviews')).toBeInTheDocument();
  });
});
