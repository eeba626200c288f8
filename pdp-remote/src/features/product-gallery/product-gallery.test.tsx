// The image gallery as a shopper uses it (spec §2): the first image eager and first in priority, the
// others lazy; thumbnails, arrow keys and swipe; the preview modal with zoom, focus and the scroll lock.
// It runs on the backend simulator (mounted in MSW), on the running shoes' black 40
// (sepatu-lari-aero-run.json), to which the file's catalogue gives three pictures, each with its own
// thumbnail.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { catalogueCopy, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { SHOES } from '../../__tests__/products';

const images = [
  { full: '/backend/media/aero-run-hitam.svg', thumbnail: '/backend/media/aero-run-hitam-t.svg' },
  { full: '/backend/media/aero-run-hitam-samping.svg', thumbnail: '/backend/media/aero-run-hitam-samping-t.svg' },
  { full: '/backend/media/aero-run-detail.svg', thumbnail: '/backend/media/aero-run-detail-t.svg' },
];
const [FIRST, SECOND, THIRD] = images.map((image) => image.full);

sectionsInView([]);
startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () =>
    catalogueCopy((files) => {
      const shoes = files.get('products/sepatu-lari-aero-run.json') as { items: { images: unknown }[] };
      files.set('products/sepatu-lari-aero-run.json', { ...shoes, items: shoes.items.map((item, index) => (index === 0 ? { ...item, images } : item)) });
    }),
});

const NAME = 'Sepatu Lari Pria Aero Run 2';

beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});

const mainImage = () => within(screen.getByRole('button', { name: 'Perbesar gambar' })).getByRole('img');

describe('the image gallery', () => {
  it('loads the first image eagerly with high priority and the others lazily', async () => {
    renderRemote({ path: SHOES });
    await screen.findByRole('region', { name: 'Galeri gambar produk' });
    expect(mainImage()).toHaveAttribute('fetchpriority', 'high');
    expect(mainImage()).toHaveAttribute('loading', 'eager');
    expect(mainImage()).toHaveAttribute('srcset', `${images[0]?.thumbnail} 300w, ${FIRST} 600w`);
  });

  it('changes image by thumbnail, by arrow keys and by swipe', async () => {
    renderRemote({ path: SHOES });
    const gallery = await screen.findByRole('region', { name: 'Galeri gambar produk' });
    await userEvent.click(screen.getByRole('button', { name: `${NAME}, gambar 2 dari 3` }));
    expect(mainImage()).toHaveAttribute('src', SECOND);

    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(mainImage()).toHaveAttribute('src', THIRD);
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(mainImage()).toHaveAttribute('src', FIRST);
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(mainImage()).toHaveAttribute('src', THIRD);

    const frame = screen.getByRole('button', { name: 'Perbesar gambar' }).parentElement as HTMLElement;
    fireEvent.pointerDown(frame, { pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerType: 'touch', clientX: 100, clientY: 110 });
    expect(mainImage()).toHaveAttribute('src', FIRST);
    fireEvent.pointerDown(frame, { pointerType: 'mouse', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerType: 'mouse', clientX: 100, clientY: 100 });
    expect(mainImage()).toHaveAttribute('src', FIRST);
  });

  it('opens the preview modal with zoom; Escape closes it, gives focus back and unlocks the scroll', async () => {
    renderRemote({ path: SHOES });
    const opener = await screen.findByRole('button', { name: 'Perbesar gambar' });
    await userEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: `Gambar ${NAME}` });
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const preview = within(dialog).getByRole('img');
    expect(preview).toHaveAttribute('data-zoom', '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Perbesar' }));
    expect(preview).toHaveAttribute('data-zoom', '2');
    expect(within(dialog).getByText('200%')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gambar berikutnya' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', SECOND);
    expect(within(dialog).getByRole('img')).toHaveAttribute('data-zoom', '1');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('traps focus inside the modal', async () => {
    renderRemote({ path: SHOES });
    await userEvent.click(await screen.findByRole('button', { name: 'Perbesar gambar' }));
    const dialog = await screen.findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    (buttons[buttons.length - 1] as HTMLElement).focus();
    await userEvent.tab();
    expect(buttons[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(buttons[buttons.length - 1]).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
