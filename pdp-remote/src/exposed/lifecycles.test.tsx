import { screen, waitFor } from '@testing-library/react';
import { CONTRACT_VERSION } from '@pdp/host-contract/contract';
import lifecycles from './lifecycles';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { mountProps } from '../__tests__/render-remote';
import { KAOS, SHOES } from '../__tests__/products';

// The backend is the simulator (mounted in MSW): the running shoes (sepatu-lari-aero-run.json) and the
// T-shirt (kaos-polos.json), each page's first screen only.
sectionsInView([]);
startSimulatorBackend(TEST_BACKEND);

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
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = mountProps({ domElement, name: 'pdp-1', path: SHOES });

    expect(lifecycles.contractVersion).toBe(CONTRACT_VERSION);
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(await screen.findByRole('heading', { name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();

    await lifecycles.update({ ...props, path: KAOS });
    expect(await screen.findByRole('heading', { name: 'Kaos Polos Katun Combed 30s' })).toBeInTheDocument();

    await lifecycles.unmount(props);
    await waitFor(() => expect(domElement).toBeEmptyDOMElement());
  });

  it('mounts a shopper who chose English in English from the first render', async () => {
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = mountProps({ domElement, name: 'pdp-en', locale: 'en', path: SHOES });
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
    const first = mountProps({ domElement: document.body.appendChild(document.createElement('div')), name: 'a', path: SHOES });
    const second = mountProps({ domElement: document.body.appendChild(document.createElement('div')), name: 'b', path: KAOS });
    await lifecycles.mount(first);
    await lifecycles.mount(second);
    await waitFor(() => expect(first.domElement).toHaveTextContent('Sepatu Lari Pria Aero Run 2'));
    await waitFor(() => expect(second.domElement).toHaveTextContent('Kaos Polos Katun Combed 30s'));
    expect(first.domElement).not.toHaveTextContent('Kaos Polos');
    expect(second.domElement).not.toHaveTextContent('Aero Run');
    await lifecycles.unmount(first);
    await lifecycles.unmount(second);
  });
});
