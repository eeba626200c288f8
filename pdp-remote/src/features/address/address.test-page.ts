// The address feature as its tests read it (address.test.tsx, address.fault-matrix.test.tsx,
// saved-addresses.test.tsx, pin-step*.test.tsx), on the simulator: the running shoes' page
// (sepatu-lari-aero-run.json), the region cascade of regions.json (DKI Jakarta › Jakarta Selatan ›
// Kebayoran Baru › Senayan, …), Budi's main address at Coblong, Kota Bandung and his saved ones
// (accounts.json), the stored location, and the picker as a shopper opens it. The file's catalogue
// adds two members the bundled one has not: Dewi, with no address at all, and one whose saved address
// is written as hostile markup.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShippingLocationDto, UserAddressDto } from '@pdp/backend-api/backend';
import { catalogueCopy, type SimulatorBackend } from '@pdp/test-kit/simulator-backend';
import type { AccountFixture } from '../../../../tooling/simulator/catalogue/fixture-types';
import { BUDI } from '../../__tests__/members';

export { SHOES } from '../../__tests__/products';

export { SENAYAN, storeLocation, storedLocation } from '../../__tests__/shipping-location';

/** Added by the file's catalogue: a member with no main address and no saved one. */
export const DEWI = { id: 'user-dewi', name: 'Dewi Lestari', email: 'dewi@contoh.id' };
/** Added by the file's catalogue: a member whose one saved address (Budi's at Coblong) has this recipient and line. */
export const HOSTILE = '<img src=x onerror="window.pdpPwned=1">Rumah';
export const HOSTILE_MEMBER = { id: 'user-tamu', name: 'Tamu', email: 'tamu@contoh.id' };

/** The bundled catalogue with Dewi and the hostile member in accounts.json. */
export const addressCatalogue = () =>
  catalogueCopy((files) => {
    const accounts = files.get('accounts.json') as AccountFixture[];
    const budi = accounts.find((account) => account.id === BUDI.id)?.address as UserAddressDto;
    accounts.push(
      { ...DEWI, password: 'demo123' },
      {
        ...HOSTILE_MEMBER,
        password: 'demo123',
        address: { ...structuredClone(budi), id: 'ADDR-TAMU-1', recipient: { name: HOSTILE }, address: { ...budi.address, address: HOSTILE } },
      },
    );
  });

/** Budi's main address (Dago, Coblong), as the shipping location it makes. */
export const BUDI_MAIN: ShippingLocationDto = {
  provinceId: 'ID-JB',
  cityId: 'ID-JB-BDG',
  districtId: 'ID-JB-BDG-CBL',
  subDistrictId: 'ID-JB-BDG-CBL-DAG',
  label: 'Coblong, Kota Bandung',
  postalCode: '40135',
  geolocation: { latitude: -6.8862, longitude: 107.614 },
};

/** The simulator's paths of the address calls (handlers/regions.ts, members.ts, fulfillment.ts). */
const REGION_CALL = /^\/backend\/common\/region\/countries\/ID\/provinces/;
export const MEMBER_ADDRESS_CALL = /^\/backend\/member\/addresses\/_default$/;
export const SAVED_ADDRESSES_CALL = /^\/backend\/member\/addresses$/;
const SHIPPING_CALL = /^\/backend\/product-detail\/products\/[^/]+\/shipping$/;
/** The simulator's path of the shipping call, for a session fault. */
const SHIPPING_PATH = '/backend/product-detail/products/*/shipping';

/** The region lists the page asked for, in order, each as its path below `provinces` (`''`: the provinces). */
export const regionsAsked = (backend: SimulatorBackend) =>
  backend.sent('GET', REGION_CALL).map((call) => call.pathname.replace(/^\/backend\/common\/region\/countries\/ID\/provinces\/?/, ''));

/** The query of every shipping call the page made, in order. */
export const shippingAsked = (backend: SimulatorBackend) => backend.sent('GET', SHIPPING_CALL).map((call) => call.query);

/** The page's first shipping call answers CUSTOMER_GEO_LOCATION_REQUIRED (the courier needs a pin); the next ones answer. */
export const shippingNeedsPin = (backend: SimulatorBackend) =>
  backend.session.fault(SHIPPING_PATH, 'code=CUSTOMER_GEO_LOCATION_REQUIRED', { method: 'GET', times: 1 });

export const PIN_NEEDED = 'Atur titik lokasi (pin) alamatmu dulu untuk melihat opsi pengiriman ini.';

export const select = (name: string) => screen.getByRole('combobox', { name });

/** Chooses a saved address by its recipient and address line. */
export async function chooseSavedAddress(recipient: string, line: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Pakai alamat ini: ${recipient}, ${line}` }));
}

/** Opens the picker from the shipping section: "Pilih alamat" with no location yet, "Ubah alamat" with one. */
export async function openPicker() {
  await userEvent.click(await screen.findByRole('button', { name: /^(Pilih|Ubah) alamat$/ }));
  return screen.findByRole('dialog', { name: 'Pilih alamat pengiriman' });
}
