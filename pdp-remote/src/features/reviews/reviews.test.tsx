// Reviews as a shopper meets them (spec §3 Review list response, §4 Review like, §5, §6, §8, §9): the
// summary, sorts and filters, paging, the like in every list, reporting a review or a reply, login and
// return, and failures leaving the rest of the page working.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../testing/backend-mock';
import { keepsFocusThenReturnsIt } from '../../testing/focus-trap';
import { stubScrollIntoView } from '../../testing/scroll-into-view';
import { renderRemote } from '../../testing/render-remote';
import { aSummary } from '../../testing/summary-factory';
import { HttpResponse } from 'msw';
import { BUDI, FIRST_PAGE, aReview, listOf, serveImages, serveReview, serveReviewer, serveReviews, summaryOf } from './reviews-test-backend';

startBackendMock();
const scrollIntoView = stubScrollIntoView();
beforeEach(() => backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary()))));

const reviewsSection = () => screen.findByRole('region', { name: /^(Ulasan|Reviews)$/ });
const card = async (name: string) => within(await reviewsSection()).findByRole('article', { name });

describe('the reviews section', () => {
  it('shows the summary with the average to one decimal and a comma, the highlights and page 1 of 10 reviews', async () => {
    const calls = serveReviews();
    renderRemote();
    const section = await reviewsSection();
    expect(await within(section).findByText('4,3')).toBeInTheDocument();
    expect(within(section).getByText('12 ulasan')).toBeInTheDocument();
    expect(within(section).getByText('Ringan dipakai lari')).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(10);
    const rina = await card('Rina');
    expect(within(rina).getByText('Superhero')).toBeInTheDocument();
    expect(within(await card('Ayu')).getByText('Influencer')).toBeInTheDocument();
    expect(within(await card('Pembeli R3')).queryByText(/Superhero|Influencer/)).not.toBeInTheDocument();
    expect(within(rina).getByRole('img', { name: 'Rating 5 dari 5' })).toBeInTheDocument();
    expect(within(rina).getByText('Varian: Hitam, 41')).toBeInTheDocument();
    expect(within(rina).getByText('Balasan Aero Official Store')).toBeInTheDocument();
    expect(within(rina).getByText('Terima kasih, Kak!')).toBeInTheDocument();
    expect(Object.fromEntries(calls.lists[0] ?? [])).toEqual({ productSku: 'SPL-1', page: '1', itemPerPage: '10', sort: 'POPULAR' });
  });

  it('adds page 2 below page 1, and offers no more after the last', async () => {
    const calls = serveReviews();
    renderRemote();
    await card('Rina');
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Lihat ulasan lainnya' }));
    await within(await reviewsSection()).findByRole('article', { name: 'Pembeli R12' });
    expect(within(await reviewsSection()).getAllByRole('article')).toHaveLength(12);
    expect(within(await reviewsSection()).queryByRole('button', { name: 'Lihat ulasan lainnya' })).not.toBeInTheDocument();
    expect(calls.lists.map((params) => params.get('page'))).toEqual(['1', '2']);
  });

  it('sorts by what the backend offers and filters by rating and topic, starting again at page 1', async () => {
    const calls = serveReviews({
      list: (params) =>
        params.getAll('rating').length
          ? HttpResponse.json(listOf([aReview('LOW', { rating: 1, reviewer: { id: 'x', name: 'Indra', badge: null } })], 1, 1))
          : undefined,
    });
    renderRemote();
    await card('Rina');
    const sort = within(await reviewsSection()).getByRole('combobox', { name: 'Urutkan' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Paling membantu', 'Terbaru', 'Rating terendah']);
    await userEvent.selectOptions(sort, 'LOWEST');
    await waitFor(() => expect(calls.lists.at(-1)?.get('sort')).toBe('LOWEST'));
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Kualitas (10)' }));
    await waitFor(() => expect(calls.lists.at(-1)?.getAll('topic')).toEqual(['QUALITY']));
    const oneStar = within(await reviewsSection()).getByRole('button', { name: '1 bintang (1)' });
    await userEvent.click(oneStar);
    expect(oneStar).toHaveAttribute('aria-pressed', 'true');
    expect(await card('Indra')).toBeInTheDocument();
    expect(within(await reviewsSection()).getAllByRole('article')).toHaveLength(1);
    expect(calls.lists.at(-1)?.get('page')).toBe('1');
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Hapus filter' }));
    expect(await card('Rina')).toBeInTheDocument();
  });

  it('says when no review matches the filters, and when nobody reviewed the product yet', async () => {
    serveReviews({ list: (params) => (params.getAll('rating').length ? HttpResponse.json(listOf([], 1, 0)) : undefined) });
    renderRemote();
    await card('Rina');
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: '2 bintang (0)' }));
    expect(await within(await reviewsSection()).findByText('Tidak ada ulasan yang sesuai filter.')).toBeInTheDocument();
  });

  it('says there are no reviews yet for a product nobody reviewed', async () => {
    renderRemote();
    expect(await within(await reviewsSection()).findByText('Belum ada ulasan untuk produk ini.')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    serveReviews();
    renderRemote({ locale: 'en' });
    expect(await within(await reviewsSection()).findByText('12 reviews')).toBeInTheDocument();
    expect(within(await reviewsSection()).getByRole('button', { name: 'More reviews' })).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 })],
    ['a body that is not JSON', () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } })],
  ])('says the reviews failed on %s, retries, and leaves the page working', async (_fault, answer) => {
    let fail = true;
    serveReviews({ list: () => (fail ? answer() : undefined) });
    renderRemote();
    const alert = await within(await reviewsSection()).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat ulasan.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Aero' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await card('Rina')).toBeInTheDocument();
  });

  it('keeps page 1 when page 2 fails, and retries it', async () => {
    let fail = true;
    serveReviews({
      list: (params) => (params.get('page') === '2' && fail ? HttpResponse.json({ code: 503, status: 'ERROR', data: null }, { status: 503 }) : undefined),
    });
    renderRemote();
    await card('Rina');
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Lihat ulasan lainnya' }));
    const alert = await within(await reviewsSection()).findByRole('alert');
    expect(within(await reviewsSection()).getAllByRole('article')).toHaveLength(10);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await card('Pembeli R12')).toBeInTheDocument();
  });

  it('opens a review photo in the image preview', async () => {
    serveReviews();
    renderRemote();
    await userEvent.click(within(await card('Rina')).getByRole('button', { name: 'Foto ulasan 1 dari Rina' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('the review gallery page', () => {
  it('is linked from the section when a review shown has photos', async () => {
    serveReviews();
    renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1' });
    expect(await within(await reviewsSection()).findByRole('link', { name: 'Lihat semua foto' })).toHaveAttribute(
      'href',
      '/p/sepatu-lari-aero/ps--SPL-1/review-gallery',
    );
  });

  it("shows the buyers' first 15 photos in the section, each opening the image preview over all of them", async () => {
    serveReviews();
    const pages = serveImages();
    renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1' });
    const strip = await within(await reviewsSection()).findByRole('region', { name: 'Foto dari pembeli' });
    await waitFor(() => expect(within(strip).getAllByRole('img')).toHaveLength(15));
    expect(pages).toEqual(['1:15:SPL-1']);
    await userEvent.click(within(strip).getByRole('button', { name: 'Foto pembeli 3' }));
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByRole('img', { name: 'Foto pembeli 3' })).toHaveAttribute('src', '/backend/media/foto-3.svg');
    await userEvent.keyboard('{ArrowRight}');
    expect(await within(preview).findByRole('img', { name: 'Foto pembeli 4' })).toBeInTheDocument();
  });

  it("says the buyers' photos failed with a retry, and the reviews stay", async () => {
    serveReviews();
    let failing = true;
    serveImages(() => failing);
    renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1' });
    const section = await reviewsSection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat foto ulasan.');
    expect(within(section).getAllByRole('article').length).toBeGreaterThan(0);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(section).findByRole('button', { name: 'Foto pembeli 1' })).toBeInTheDocument();
  });

  it('shows the photos 15 a page, adds the next page, and opens one with its review in the product review modal', async () => {
    const pages = serveImages();
    serveReview(FIRST_PAGE[0]!);
    renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1/review-gallery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Foto ulasan' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Foto ulasan \d+$/ })).toHaveLength(15));
    await userEvent.click(screen.getByRole('button', { name: 'Lihat foto lainnya' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Foto ulasan \d+$/ })).toHaveLength(17));
    expect(screen.queryByRole('button', { name: 'Lihat foto lainnya' })).not.toBeInTheDocument();
    expect(pages).toEqual(['1:15:SPL-1', '2:15:SPL-1']);
    await userEvent.click(screen.getByRole('img', { name: 'Foto ulasan 16' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ulasan produk' });
    expect(within(dialog).getByRole('img', { name: 'Foto ulasan 16' })).toHaveAttribute('src', '/backend/media/foto-16.svg');
    expect(await within(dialog).findByText('Ringan sekali dipakai lari.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Lihat detail ulasan' })).toHaveAttribute(
      'href',
      '/p/sepatu-lari-aero/ps--SPL-1/detail-review?reviewId=R1',
    );
  });

  it('likes the review in the product review modal; an anonymous shopper comes back to the review’s own page', async () => {
    serveImages();
    serveReview(FIRST_PAGE[0]!);
    const calls = serveReviews();
    const { props } = renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1/review-gallery' });
    await userEvent.click(await screen.findByRole('img', { name: 'Foto ulasan 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ulasan produk' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Membantu (3)' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1/detail-review?reviewId=R1&pdpAction=like.R1' });
    expect(calls.likes).toEqual([]);
  });

  it('says the review failed to load in the product review modal, with a retry, keeping the photo', async () => {
    serveImages();
    let fail = true;
    serveReview(FIRST_PAGE[0]!, () => fail);
    renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1/review-gallery' });
    await userEvent.click(await screen.findByRole('img', { name: 'Foto ulasan 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ulasan produk' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat ulasan ini.');
    expect(within(dialog).getByRole('img', { name: 'Foto ulasan 2' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(dialog).findByText('Ringan sekali dipakai lari.')).toBeInTheDocument();
  });

  it('says the photos failed, with a retry', async () => {
    let fail = true;
    serveImages(() => fail);
    renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1/review-gallery' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat foto ulasan.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Foto ulasan \d+$/ })).toHaveLength(15));
  });
});

describe('the review policy modal', () => {
  it('reads the policy in the shopper language, and says when it failed, with a retry', async () => {
    let fail = true;
    backendServer.use(
      http.get(`${TEST_BACKEND}/content/singlepages/product-review-policies/parameters`, () =>
        fail
          ? HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 })
          : envelope({ id: { title: 'Kebijakan', paragraphs: ['Ulasan ditulis pembeli.'] }, en: { title: 'Policy', paragraphs: ['Buyers write reviews.'] } }),
      ),
    );
    serveReviews();
    renderRemote({ locale: 'en' });
    await userEvent.click(await within(await reviewsSection()).findByRole('button', { name: 'Review policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review policy' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not load the review policy.');
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Buyers write reviews.')).toBeInTheDocument();
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
    const calls = serveReviews();
    renderRemote();
    await card('Rina');
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
      expect(variantsOf(calls.lists.at(-1))).toEqual([
        { name: 'Warna', value: 'Putih' },
        { name: 'Ukuran', value: '41' },
      ]),
    );
    expect(calls.lists.at(-1)?.get('page')).toBe('1');
    expect(within(await reviewsSection()).getByRole('button', { name: 'Filter varian (2)' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('reverts the draft when closed, and resets to nothing, applying that on confirm', async () => {
    const calls = serveReviews();
    renderRemote();
    await card('Rina');
    let dialog = await openFilter();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hitam' }));
    await userEvent.keyboard('{Escape}');
    expect(calls.lists.every((params) => !params.has('variants'))).toBe(true);
    dialog = await openFilter();
    expect(within(dialog).getByRole('button', { name: 'Hitam' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hitam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(variantsOf(calls.lists.at(-1))).toEqual([{ name: 'Warna', value: 'Hitam' }]));
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Filter varian (1)' }));
    dialog = await screen.findByRole('dialog', { name: 'Filter varian' });
    expect(within(dialog).getByRole('button', { name: 'Terapkan' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(calls.lists.at(-1)?.has('variants')).toBe(false));
    expect(within(await reviewsSection()).getByRole('button', { name: 'Filter varian' })).toBeInTheDocument();
  });
});

describe('liking a review', () => {
  it('toggles the like of a member, moving the count by one each way', async () => {
    const calls = serveReviews();
    renderRemote({ user: BUDI });
    const like = within(await card('Rina')).getByRole('button', { name: 'Membantu (3)' });
    await userEvent.click(like);
    expect(await within(await card('Rina')).findByRole('button', { name: 'Membantu (4)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(await card('Rina')).getByRole('button', { name: 'Membantu (4)' }));
    expect(await within(await card('Rina')).findByRole('button', { name: 'Membantu (3)' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.likes).toEqual(['R1', 'R1']);
  });

  it('keeps the like on the review when the list is sorted again', async () => {
    serveReviews();
    renderRemote({ user: BUDI });
    await userEvent.click(within(await card('Rina')).getByRole('button', { name: 'Membantu (3)' }));
    await within(await card('Rina')).findByRole('button', { name: 'Membantu (4)' });
    await userEvent.selectOptions(within(await reviewsSection()).getByRole('combobox', { name: 'Urutkan' }), 'LATEST');
    expect(await within(await card('Rina')).findByRole('button', { name: 'Membantu (4)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says a failed like failed, leaving the count as it was', async () => {
    serveReviews({ like: () => HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 }) });
    renderRemote({ user: BUDI });
    await userEvent.click(within(await card('Rina')).getByRole('button', { name: 'Membantu (3)' }));
    expect(await within(await card('Rina')).findByRole('alert')).toHaveTextContent('Gagal menyimpan. Silakan coba lagi.');
    expect(within(await card('Rina')).getByRole('button', { name: 'Membantu (3)' })).toBeInTheDocument();
  });

  it('sends an anonymous shopper to login, and back there completes the like once', async () => {
    const calls = serveReviews();
    const { props } = renderRemote({ path: '/p/sepatu-lari-aero/is--SPL-1-00002' });
    await userEvent.click(within(await card('Rina')).getByRole('button', { name: 'Membantu (3)' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/is--SPL-1-00002?pdpAction=like.R1' });
    expect(calls.likes).toEqual([]);
  });

  it('back from login, likes the review and takes the action out of the address', async () => {
    const calls = serveReviews();
    const { props } = renderRemote({ user: BUDI, path: '/p/sepatu-lari-aero/is--SPL-1-00002?pdpAction=like.R1' });
    expect(await within(await card('Rina')).findByRole('button', { name: 'Membantu (4)' })).toBeInTheDocument();
    expect(calls.likes).toEqual(['R1']);
    expect(scrollIntoView.mock.contexts).toContain(document.getElementById('pdp-section-reviews'));
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00002', replace: true, resetScroll: false });
  });

  it("back from login with a like of a review not on the list's first page, goes to that review's own page to finish it", async () => {
    const calls = serveReviews();
    const { props } = renderRemote({ user: BUDI, path: '/p/sepatu-lari-aero/is--SPL-1-00002?pdpAction=like.R11' });
    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith({
        path: '/p/sepatu-lari-aero/is--SPL-1-00002/detail-review?reviewId=R11&pdpAction=like.R11',
        replace: true,
        resetScroll: true,
      }),
    );
    // The review's own page likes it; the list does not like another review in its place.
    expect(calls.likes).toEqual([]);
  });
});

describe('reporting a review or a reply', () => {
  const openReport = async (name: string) => {
    await userEvent.click(within(await card('Rina')).getByRole('button', { name }));
    return screen.findByRole('dialog');
  };

  it('needs one reason, sends it, and thanks the shopper', async () => {
    const calls = serveReviews();
    renderRemote({ user: BUDI });
    const dialog = await openReport('Laporkan ulasan dari Rina');
    expect(dialog).toHaveAccessibleName('Laporkan ulasan');
    const submit = within(dialog).getByRole('button', { name: 'Kirim laporan' });
    expect(submit).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Spam atau promosi' }));
    await userEvent.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Terima kasih, laporanmu sudah kami terima.');
    expect(calls.reports).toEqual([{ path: 'product-review/R1/_report', body: { reason: 'SPAM' }, language: 'id' }]);
  });

  it("reports the seller's reply on its own call", async () => {
    const calls = serveReviews();
    renderRemote({ user: BUDI });
    const dialog = await openReport('Laporkan balasan Aero Official Store');
    expect(dialog).toHaveAccessibleName('Laporkan balasan');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Lainnya' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    await within(dialog).findByRole('status');
    expect(calls.reports[0]?.path).toBe('product-review/reply/R1-R/_report');
  });

  it('asks the report in English on an English page, so a refusal comes back in English', async () => {
    const calls = serveReviews();
    renderRemote({ user: BUDI, locale: 'en' });
    await userEvent.click(await within(await reviewsSection()).findByRole('button', { name: 'Report the review by Rina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report the review' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you, we received your report.');
    expect(calls.reports[0]?.language).toBe('en');
  });

  // A repeated report's refusal, and any other refusal's own message: what the backend says, the reason kept.
  it.each([
    ['ALREADY_REPORTED', 'Ulasan ini sudah kamu laporkan.'],
    ['INVALID_REASON', 'Alasan laporan tidak dikenal.'],
  ])('shows the backend message at errors.user[0] when the backend refuses with %s', async (status, message) => {
    serveReviews({
      report: () => HttpResponse.json({ code: 400, status, data: null, errors: { user: [message] } }, { status: 400 }),
    });
    renderRemote({ user: BUDI });
    const dialog = await openReport('Laporkan ulasan dari Rina');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Spam atau promosi' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('radio', { name: 'Spam atau promosi' })).toBeChecked();
  });

  it('says a failed report failed, keeping the reason chosen for another try', async () => {
    let fail = true;
    serveReviews({ report: () => (fail ? HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 }) : undefined) });
    renderRemote({ user: BUDI });
    const dialog = await openReport('Laporkan ulasan dari Rina');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Spam atau promosi' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal mengirim laporan. Silakan coba lagi.');
    expect(within(dialog).getByRole('radio', { name: 'Spam atau promosi' })).toBeChecked();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('status')).toBeInTheDocument();
  });

  it('traps focus, closes on Escape and returns focus to the report button', async () => {
    serveReviews();
    renderRemote({ user: BUDI });
    const opener = within(await card('Rina')).getByRole('button', { name: 'Laporkan ulasan dari Rina' });
    const dialog = await openReport('Laporkan ulasan dari Rina');
    await within(dialog).findByRole('radio', { name: 'Lainnya' });
    await keepsFocusThenReturnsIt(dialog, opener, 6);
  });

  it('sends an anonymous shopper to login, and back there opens the report', async () => {
    serveReviews();
    const { props } = renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1' });
    await userEvent.click(within(await card('Rina')).getByRole('button', { name: 'Laporkan ulasan dari Rina' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1?pdpAction=report.review.R1' });
  });

  it('back from login with a report to finish, opens its modal', async () => {
    serveReviews();
    renderRemote({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1?pdpAction=report.reply.R1-R' });
    expect(await screen.findByRole('dialog', { name: 'Laporkan balasan' })).toBeInTheDocument();
  });
});

describe("a review's own page", () => {
  const PINNED = aReview('R5', { message: 'Ulasan yang dibuka.' });
  /** The list asked with R5 pinned: page 1 starts with it, then nine others; page 2 has two more. */
  const servePinnedList = () =>
    serveReviews({
      list: (params) => {
        if (params.get('pinnedReviewId') !== 'R5') return undefined;
        if (params.get('page') === '2') return HttpResponse.json(listOf([aReview('R11'), aReview('R12')], 2, 2));
        return HttpResponse.json(listOf([PINNED, ...FIRST_PAGE.filter((entry) => entry.id !== 'R5')], 1, 2));
      },
    });
  const others = () => screen.findByRole('region', { name: 'Ulasan lainnya' });

  it.each(['detail-review', 'review-details'])(
    'on %s shows the review, then the others without it, dropping page 1’s first entry, and adds the next page',
    async (pageName) => {
      serveReview(PINNED);
      const calls = servePinnedList();
      renderRemote({ path: `/p/sepatu-lari-aero/ps--SPL-1/${pageName}?reviewId=R5` });
      expect(await screen.findByRole('heading', { level: 1, name: 'Detail ulasan' })).toBeInTheDocument();
      expect(await screen.findByText('Ulasan yang dibuka.')).toBeInTheDocument();
      const list = await others();
      await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(9));
      expect(within(list).queryByRole('article', { name: 'Pembeli R5' })).not.toBeInTheDocument();
      expect(within(list).getByRole('article', { name: 'Rina' })).toBeInTheDocument();
      expect(calls.lists[0]?.get('pinnedReviewId')).toBe('R5');
      expect(within(await within(list).findByRole('article', { name: 'Rina' })).getByRole('link', { name: 'Lihat detail ulasan' })).toHaveAttribute(
        'href',
        '/p/sepatu-lari-aero/ps--SPL-1/detail-review?reviewId=R1',
      );
      await userEvent.click(within(list).getByRole('button', { name: 'Lihat ulasan lainnya' }));
      await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(11));
    },
  );

  it('says a review that does not exist was not found, and asks nothing without a review id', async () => {
    const asked = serveReview(PINNED);
    servePinnedList();
    const { unmount } = renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1/detail-review?reviewId=R404' });
    expect(await screen.findByText('Ulasan ini tidak ditemukan.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ulasan lainnya' })).not.toBeInTheDocument();
    unmount();
    renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1/detail-review' });
    expect(await screen.findByText('Ulasan ini tidak ditemukan.')).toBeInTheDocument();
    expect(asked).toEqual(['R404']);
  });

  it('says the review failed to load, with a retry', async () => {
    let fail = true;
    serveReview(PINNED, () => fail);
    servePinnedList();
    renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1/detail-review?reviewId=R5' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat ulasan ini.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Ulasan yang dibuka.')).toBeInTheDocument();
  });

  it('back from login, likes the review it shows and takes the action out of the address', async () => {
    serveReview(PINNED);
    const calls = servePinnedList();
    const { props } = renderRemote({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1/detail-review?reviewId=R5&pdpAction=like.R5' });
    const pinned = await screen.findByRole('article', { name: 'Pembeli R5' });
    expect(await within(pinned).findByRole('button', { name: 'Membantu (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.likes).toEqual(['R5']);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/ps--SPL-1/detail-review?reviewId=R5', replace: true, resetScroll: false });
  });
});

describe('the user summary modal', () => {
  const openSummary = async () => {
    await userEvent.click(within(await card('Rina')).getByRole('button', { name: 'Lihat profil Rina' }));
    return screen.findByRole('dialog', { name: 'Profil pengulas' });
  };

  it("shows the reviewer's numbers and their reviews 5 a page, each linking to its product, and adds the next page", async () => {
    serveReviews();
    const calls = serveReviewer();
    renderRemote();
    const dialog = await openSummary();
    expect(await within(dialog).findByText('7 ulasan · 2 ulasan paling membantu')).toBeInTheDocument();
    expect(within(dialog).getByText('Superhero')).toBeInTheDocument();
    expect(within(dialog).queryByText('Kamu')).not.toBeInTheDocument();
    const list = within(dialog).getByRole('region', { name: 'Ulasan Rina' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(within(list).getByRole('link', { name: 'Produk U1' })).toHaveAttribute('href', '/p/produk-u1/ps--P-U1');
    await userEvent.click(within(list).getByRole('button', { name: 'Lihat ulasan lainnya' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7));
    expect(calls).toEqual(['summary u-rina', 'reviews u-rina 1:5', 'reviews u-rina 2:5']);
    expect(within(dialog).queryByRole('link', { name: 'Lihat Hall of Fame' })).not.toBeInTheDocument();
  });

  it('reads from the hall of fame, and links it, when its switch is on', async () => {
    serveReviews();
    const calls = serveReviewer({ hallOfFame: true });
    renderRemote();
    const dialog = await openSummary();
    expect(await within(dialog).findByRole('link', { name: 'Lihat Hall of Fame' })).toHaveAttribute('href', '/hall-of-fame');
    await waitFor(() => expect(calls).toEqual(['summary u-rina', 'reviews u-rina 1:5']));
  });

  it('shows others nothing more of a private profile, without asking for its reviews', async () => {
    serveReviews();
    const calls = serveReviewer({ summary: summaryOf({ privateProfile: true }) });
    renderRemote();
    const dialog = await openSummary();
    expect(await within(dialog).findByText('Profil ini privat.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Ulasan Rina' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Jadikan profil publik' })).not.toBeInTheDocument();
    expect(calls).toEqual(['summary u-rina']);
  });

  it('marks the shopper’s own profile and lets them make a private one public', async () => {
    serveReviews();
    const calls = serveReviewer({ summary: summaryOf({ privateProfile: true, currentUser: true }) });
    renderRemote({ user: BUDI });
    const dialog = await openSummary();
    expect(await within(dialog).findByText('Kamu')).toBeInTheDocument();
    expect(within(dialog).getByText('Profilmu privat: pembeli lain tidak bisa melihat ulasanmu di sini.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jadikan profil publik' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Profilmu sekarang publik.');
    expect(within(dialog).queryByRole('button', { name: 'Jadikan profil publik' })).not.toBeInTheDocument();
    expect(calls).toContain('public');
  });

  it('says a failed list failed, with a retry, keeping the numbers; closes on Escape back to the name', async () => {
    let fail = true;
    serveReviews();
    serveReviewer({ failList: () => fail });
    renderRemote();
    const dialog = await openSummary();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat ulasan pengulas.');
    expect(within(dialog).getByText('7 ulasan · 2 ulasan paling membantu')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(5));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await card('Rina')).getByRole('button', { name: 'Lihat profil Rina' })).toHaveFocus();
  });

  it('reads in English', async () => {
    serveReviews();
    serveReviewer({ summary: summaryOf({ privateProfile: true }) });
    renderRemote({ locale: 'en' });
    await userEvent.click(within(await card('Rina')).getByRole('button', { name: 'See Rina’s profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviewer profile' });
    expect(await within(dialog).findByText('This profile is private.')).toBeInTheDocument();
    expect(within(dialog).getByText('7 reviews · 2 most helpful reviews')).toBeInTheDocument();
  });
});
