// The fault matrix's rows of the shipping section (tooling/e2e/fault-matrix.e2e.ts: `shipping`, `nearest
// pickup point`, `other pickup points`) at the component level: each call fails in each way the
// simulator can fail it, every time; the section says so in the catalogue's words, the shopper's
// choice stands, the rest of the page works, and nothing is thrown. The backend is the simulator
// (mounted in MSW): the shoes for shipping, the helmet (picked up or delivered) for its points.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, saysWithRetry, watchNothingThrown, sizePickWorks } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { HELMET, NEAREST_PATH, OTHERS_PATH, SHIPPING_PATH, SHOES, choosePickup, deliveryRadio, pickupRadio } from './fulfillment.test-page';

sectionsInView(['shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

beforeEach(() => window.localStorage.clear());

/** Delivery still works after a pickup call failed: choosing it brings its headline back. */
async function deliveryStillWorks() {
  await userEvent.click(deliveryRadio());
  expect(await screen.findByTestId('shipping-headline')).toHaveTextContent('Reguler · Rp15.000');
}

// ── The rows ──

describe('fault matrix: shipping', () => {
  it.each(FAULT_KINDS)('shipping × %s: says "Gagal memuat info pengiriman." with a retry, and a variant pick still works', async (fault) => {
    await backend.session.fault(SHIPPING_PATH, fault, { method: 'GET' });
    const view = renderRemote({ path: SHOES });

    await saysWithRetry('Gagal memuat info pengiriman.');
    expect(screen.queryByTestId('shipping-headline')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
    await sizePickWorks(view);
  });
});

describe('fault matrix: nearest pickup point', () => {
  it.each(FAULT_KINDS)('nearest pickup point × %s: says "Gagal memuat titik ambil." once pickup is chosen, and delivery still works', async (fault) => {
    await backend.session.fault(NEAREST_PATH, fault, { method: 'GET' });
    const view = renderRemote({ path: HELMET });
    await choosePickup();

    await saysWithRetry('Gagal memuat titik ambil.');
    // Pickup stays the shopper's choice (a failed call says nothing of their location).
    expect(pickupRadio()).toBeChecked();
    expect(pickupRadio()).toBeEnabled();
    await deliveryStillWorks();
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});

describe('fault matrix: other pickup points', () => {
  it.each(FAULT_KINDS)(
    'other pickup points × %s: says "Gagal memuat titik ambil lainnya.", keeps the chosen point, and delivery still works',
    async (fault) => {
      await backend.session.fault(OTHERS_PATH, fault, { method: 'GET' });
      const view = renderRemote({ path: HELMET });
      await choosePickup();
      await userEvent.click(within(await screen.findByTestId('pickup-point')).getByRole('button', { name: 'Titik ambil lainnya' }));

      await saysWithRetry('Gagal memuat titik ambil lainnya.');
      expect(within(screen.getByTestId('pickup-point')).getByText('Urban Gowes Senopati')).toBeInTheDocument();
      expect(pickupRadio()).toBeChecked();
      await deliveryStillWorks();
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
