// The service section on the grocery page (decisions 0068, 0087): the subscription, the quote, the
// installments, the trade-in and the add-ons an item's data offers, as on retail, with the installment
// page under /grocery and the one trade-in and installation pages (spec §2); pay-later; the add-ons
// ticked go on the grocery bag's line.
// The backend is the simulator (mounted in MSW): the grocery fixtures that offer each service, the
// eggs (telur-ayam.json: a subscription), the oil (minyak-goreng.json: quotes) and the rice cooker
// (rice-cooker.json: installments, a trade-in, an installation and a protection).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { grocerySimulatorTests, mountGrocery } from '../__tests__';
import { BERAS, keepAsShoppersStore, MINYAK, SARI, STORES, TELUR } from '../__tests__/grocery-products';

// The service section and the shipping section (the bag) are what matter.
sectionsInView(['service', 'shipping']);
const backend = grocerySimulatorTests();

/** The rice cooker (rice-cooker.json), sold by the Ranch Market stores. */
const RICE_COOKER = '/grocery/p/rice-cooker-digital-1-8-l/ps--RCK-70006';
const RICE_COOKER_ITEM = 'RCK-70006-00001';

describe('services on the grocery page', () => {
  it('offers a subscription on an item tagged SUBSCRIPTION', async () => {
    await mountGrocery({ path: TELUR });
    expect(await within(await screen.findByRole('region', { name: 'Langganan' })).findByRole('button', { name: 'Atur langganan' })).toBeEnabled();
  });

  it('offers a quote on an item tagged WHOLESALE', async () => {
    await mountGrocery({ path: MINYAK });
    expect(await screen.findByRole('region', { name: 'Beli dalam jumlah banyak' })).toBeInTheDocument();
  });

  it('tells of pay-later in the service section, with the way to its introduction page', async () => {
    await mountGrocery({ path: BERAS });
    const payLater = await screen.findByRole('region', { name: 'PayLater' });
    expect(within(payLater).getByRole('link', { name: 'Pelajari PayLater' })).toHaveAttribute('href', '/member/pay-later');
  });

  it('links installments to the grocery installment page', async () => {
    await mountGrocery({ path: RICE_COOKER });
    expect(await screen.findByRole('link', { name: 'Lihat semua cicilan' })).toHaveAttribute(
      'href',
      `/grocery/p/rice-cooker-digital-1-8-l/is--${RICE_COOKER_ITEM}/installment`,
    );
  });

  it('offers the trade-in and the add-ons an item has, each leading to its page, and puts the add-ons on the grocery bag line', async () => {
    await backend.session.signIn(SARI.email);
    keepAsShoppersStore(STORES.KEMANG);
    const props = await mountGrocery({ path: RICE_COOKER, user: SARI });

    const tradeIn = await screen.findByRole('region', { name: 'Tukar tambah' });
    expect(within(tradeIn).getByRole('link', { name: 'Lihat perangkat yang bisa ditukar' })).toHaveAttribute(
      'href',
      `/trade-in/s/rice-cooker-digital-1-8-l/is--${RICE_COOKER_ITEM}`,
    );
    const addOns = await screen.findByRole('region', { name: 'Layanan tambahan' });
    expect(within(addOns).getByRole('link', { name: 'Lihat detail pemasangan' })).toHaveAttribute(
      'href',
      `/add-on/installation/rice-cooker-digital-1-8-l/is--${RICE_COOKER_ITEM}`,
    );
    await userEvent.click(await within(addOns).findByRole('checkbox', { name: 'Demo pemakaian di rumah +Rp25.000' }));
    await waitFor(() => expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang'));
    await userEvent.click(within(screen.getByRole('region', { name: 'Pengiriman' })).getByRole('button', { name: '+ Bag' }));

    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(backend.sent('POST', /\/grocery\/carts\/_bulk-update$/).map(({ body }) => body)).toEqual([
      {
        cartType: 'REGULAR',
        items: [{ itemSku: RICE_COOKER_ITEM, quantity: 1, pickupPointCode: 'PP-RNC-KMG', fulfillment: 'delivery', addOns: ['INST-RCK-DEMO'] }],
      },
    ]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 1 });
  });
});
