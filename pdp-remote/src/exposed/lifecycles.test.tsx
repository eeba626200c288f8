import { screen, waitFor } from '@testing-library/react';
import { CONTRACT_VERSION } from '@pdp/host-contract/contract';
import lifecycles from './lifecycles';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { mountProps } from '../__tests__/render-remote';

startBackendMock();

// The lifecycles render into their own root as a real host would, outside React's act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('the exposed single-spa lifecycles', () => {
  it('bootstrap, mount, update and unmount the page in the element the host gives', async () => {
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, ({ params }) =>
        envelope(params.id === 'ps--SPL-1' ? aSummary() : aSummary({ name: 'Sepatu Kedua', itemSku: 'SPL-1-00002' })),
      ),
    );
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = mountProps({ domElement, name: 'pdp-1' });

    expect(lifecycles.contractVersion).toBe(CONTRACT_VERSION);
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(await screen.findByRole('heading', { name: 'Sepatu Lari Aero' })).toBeInTheDocument();

    await lifecycles.update({ ...props, path: '/p/sepatu-lari-aero/is--SPL-1-00002' });
    expect(await screen.findByRole('heading', { name: 'Sepatu Kedua' })).toBeInTheDocument();

    await lifecycles.unmount(props);
    await waitFor(() => expect(domElement).toBeEmptyDOMElement());
  });

  it('mounts a shopper who chose English in English from the first render', async () => {
    backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())));
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = mountProps({ domElement, name: 'pdp-en', locale: 'en' });
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(domElement.textContent ?? ''));
    observer.observe(domElement, { childList: true, subtree: true, characterData: true });

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(await screen.findByRole('navigation', { name: 'Product page sections' })).toBeInTheDocument();
    observer.disconnect();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => /Memuat produk|Ringkasan|Bagian halaman produk/.test(text))).toEqual([]);
    await lifecycles.unmount(props);
  });

  it('keeps two mounts apart: each has its own store', async () => {
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, ({ params }) =>
        envelope(params.id === 'ps--SPL-1' ? aSummary() : aSummary({ name: 'Produk Lain', itemSku: 'OTHER-1' })),
      ),
    );
    const first = mountProps({ domElement: document.body.appendChild(document.createElement('div')), name: 'a' });
    const second = mountProps({ domElement: document.body.appendChild(document.createElement('div')), name: 'b', path: '/p/lain/ps--OTHER' });
    await lifecycles.mount(first);
    await lifecycles.mount(second);
    await waitFor(() => expect(first.domElement).toHaveTextContent('Sepatu Lari Aero'));
    await waitFor(() => expect(second.domElement).toHaveTextContent('Produk Lain'));
    expect(first.domElement).not.toHaveTextContent('Produk Lain');
    await lifecycles.unmount(first);
    await lifecycles.unmount(second);
  });
});
