import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';

startBackendMock();

const images = [
  { full: '/m/a.svg', thumbnail: '/m/a-t.svg' },
  { full: '/m/b.svg', thumbnail: '/m/b-t.svg' },
  { full: '/m/c.svg', thumbnail: '/m/c-t.svg' },
];

beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ images }))));
});

const mainImage = () => within(screen.getByRole('button', { name: 'Perbesar gambar' })).getByRole('img');

describe('the image gallery', () => {
  it('loads the first image eagerly with high priority and the others lazily', async () => {
    renderRemote();
    await screen.findByRole('region', { name: 'Galeri gambar produk' });
    expect(mainImage()).toHaveAttribute('fetchpriority', 'high');
    expect(mainImage()).toHaveAttribute('loading', 'eager');
    expect(mainImage()).toHaveAttribute('srcset', '/m/a-t.svg 300w, /m/a.svg 600w');
  });

  it('changes image by thumbnail, by arrow keys and by swipe', async () => {
    renderRemote();
    const gallery = await screen.findByRole('region', { name: 'Galeri gambar produk' });
    await userEvent.click(screen.getByRole('button', { name: 'Sepatu Lari Aero, gambar 2 dari 3' }));
    expect(mainImage()).toHaveAttribute('src', '/m/b.svg');

    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(mainImage()).toHaveAttribute('src', '/m/c.svg');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(mainImage()).toHaveAttribute('src', '/m/a.svg');
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(mainImage()).toHaveAttribute('src', '/m/c.svg');

    const frame = screen.getByRole('button', { name: 'Perbesar gambar' }).parentElement as HTMLElement;
    fireEvent.pointerDown(frame, { pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerType: 'touch', clientX: 100, clientY: 110 });
    expect(mainImage()).toHaveAttribute('src', '/m/a.svg');
    fireEvent.pointerDown(frame, { pointerType: 'mouse', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerType: 'mouse', clientX: 100, clientY: 100 });
    expect(mainImage()).toHaveAttribute('src', '/m/a.svg');
  });

  it('opens the preview modal with zoom; Escape closes it, gives focus back and unlocks the scroll', async () => {
    renderRemote();
    const opener = await screen.findByRole('button', { name: 'Perbesar gambar' });
    await userEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Gambar Sepatu Lari Aero' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const preview = within(dialog).getByRole('img');
    expect(preview).toHaveAttribute('data-zoom', '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Perbesar' }));
    expect(preview).toHaveAttribute('data-zoom', '2');
    expect(within(dialog).getByText('200%')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gambar berikutnya' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/m/b.svg');
    expect(within(dialog).getByRole('img')).toHaveAttribute('data-zoom', '1');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('traps focus inside the modal', async () => {
    renderRemote();
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
