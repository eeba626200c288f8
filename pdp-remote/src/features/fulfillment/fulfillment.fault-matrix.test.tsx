// The fault matrix's rows of the shipping section (tooling/e2e/fault-matrix.e2e.ts: `shipping`, `nearest
// pickup point`, `other pickup points`) at the component level: each call fails in each way the
// simulator can fail it, every time; the section says so in the catalogue's words, the shopper's
// choice stands, the rest of the page works, and nothing is thrown.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { aPickupPoint } from '@pdp/test-kit/pickup-point-factory';
import { TEST_BACKEND, backendServer, envelope, http } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, faultHandler, saysWithRetry, saysWithRetryInPlaceOf, serveProduct, startFaultMatrix } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';

startFaultMatrix();

// ── The rows ──

/** A product picked up or delivered (the e2e's helmet), delivered by default, at Toko Aero Senayan. */
const PICKUP_OR_DELIVERY = aSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'delivery' } });
const servePoint = () =>
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/nearest-pickup-point`, () =>
      envelope({ defaultPickupPoint: aPickupPoint(), nearestPickupPoint: null }),
    ),
  );
const choosePickup = async () => userEvent.click(await screen.findByRole('radio', { name: /^Ambil di toko/ }));
/** Delivery still works after a pickup call failed: choosing it brings its headline back. */
async function deliveryStillWorks() {
  await userEvent.click(screen.getByRole('radio', { name: /^Dikirim/ }));
  expect(await screen.findByTestId('shipping-headline')).toHaveTextContent('Reguler · Rp15.000');
}

describe('fault matrix: shipping', () => {
  it.each(FAULT_KINDS)('shipping × %s: says "Gagal memuat info pengiriman." with a retry, and a variant pick still works', async (fault) => {
    serveProduct();
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-detail/products/:id/shipping`, fault));
    const view = renderRemote();

    await saysWithRetryInPlaceOf(view, 'Gagal memuat info pengiriman.', () => screen.queryByTestId('shipping-headline'));
  });
});

describe('fault matrix: nearest pickup point', () => {
  it.each(FAULT_KINDS)('nearest pickup point × %s: says "Gagal memuat titik ambil." once pickup is chosen, and delivery still works', async (fault) => {
    serveProduct(PICKUP_OR_DELIVERY);
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-detail/products/:id/nearest-pickup-point`, fault));
    const view = renderRemote();
    await choosePickup();

    await saysWithRetry('Gagal memuat titik ambil.');
    // Pickup stays the shopper's choice (a failed call says nothing of their location).
    expect(screen.getByRole('radio', { name: /^Ambil di toko/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Ambil di toko/ })).toBeEnabled();
    await deliveryStillWorks();
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});

describe('fault matrix: other pickup points', () => {
  it.each(FAULT_KINDS)(
    'other pickup points × %s: says "Gagal memuat titik ambil lainnya.", keeps the chosen point, and delivery still works',
    async (fault) => {
      serveProduct(PICKUP_OR_DELIVERY);
      servePoint();
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-pickup-point/:itemSku/other-pickup-point`, fault));
      const view = renderRemote();
      await choosePickup();
      await userEvent.click(within(await screen.findByTestId('pickup-point')).getByRole('button', { name: 'Titik ambil lainnya' }));

      await saysWithRetry('Gagal memuat titik ambil lainnya.');
      expect(within(screen.getByTestId('pickup-point')).getByText('Toko Aero Senayan')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /^Ambil di toko/ })).toBeChecked();
      await deliveryStillWorks();
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
