import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { RouterLink } from './router-link';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderLink(props: Partial<Parameters<typeof RouterLink>[0]> = {}) {
  return render(
    <MemoryRouter initialEntries={['/p/sepatu/ps--SPL-1']}>
      <RouterLink to="/cart?from=pdp" {...props}>
        Bag
      </RouterLink>
      <Where />
    </MemoryRouter>,
  );
}

describe('a link inside the host’s router', () => {
  it('is a real link to the path and navigates in place on a plain click', async () => {
    renderLink();
    const link = screen.getByRole('link', { name: 'Bag' });
    expect(link).toHaveAttribute('href', '/cart?from=pdp');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/cart?from=pdp');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (a new tab or window)', (_case, init) => {
    renderLink();
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Bag' }), init);
    expect(notPrevented).toBe(true);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/p/sepatu/ps--SPL-1');
  });

  it('leaves a link with another target, or whose own handler prevented the click, alone', async () => {
    const { unmount } = renderLink({ target: '_blank', rel: 'noopener' });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Bag' }))).toBe(true);
    unmount();
    renderLink({ onClick: (event) => event.preventDefault() });
    await userEvent.click(screen.getByRole('link', { name: 'Bag' }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/p/sepatu/ps--SPL-1');
  });
});
