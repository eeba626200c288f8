// The address picker end to end (issue 40, spec §2 address picker, §3 Address, §8 Shipping
// CUSTOMER_GEO_LOCATION_REQUIRED; decision 0072): Budi signs in, picks his saved address at the Braga
// office, which has no location pin, sets the pin from the browser's location (granted, at Braga),
// and the shipping call then carries it. At a phone's and a desktop's width, with axe on the picker
// and on the pin step.
import { expect, expectAccessible, test } from './fixtures';
import { AT_BOTH, signIn } from './harness';
import { HELMET } from './products';
import { sectionInView, visitProduct } from './product-page';

/** Jl. Braga, Bandung: where the browser says the shopper is. */
const BRAGA = { latitude: -6.9175, longitude: 107.6093 };

test.describe('the address picker', () => {
  for (const width of AT_BOTH) {
    test(`lets a member pick a saved address and set its location pin, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const { page } = await openShopper({ width, context: { geolocation: BRAGA, permissions: ['geolocation'] } });
      await signIn(page, host, 'Budi Santoso');
      await visitProduct(page, host, HELMET);
      const shipping = await sectionInView(page, 'Pengiriman');
      await expect(shipping.getByText('Dikirim ke Coblong, Kota Bandung')).toBeVisible();

      await shipping.getByRole('button', { name: 'Ubah alamat' }).click();
      const picker = page.getByRole('dialog', { name: 'Pilih alamat pengiriman' });
      const saved = picker.getByRole('region', { name: 'Alamat tersimpan' });
      await expect(saved.getByText('Titik lokasi belum diatur')).toBeVisible();
      await expect(saved.getByRole('listitem'), 'Budi’s three saved addresses').toHaveCount(3);
      await expectAccessible(page);
      await saved.getByRole('button', { name: 'Pakai alamat ini: Ratna Santoso, Jl. Braga No. 18, lantai 2' }).click();

      const pin = page.getByRole('dialog', { name: 'Atur titik lokasi' });
      await expect(pin.getByText('Tentukan titik lokasi alamat di Sumur Bandung, Kota Bandung, agar kurir bisa mengantar ke sana.')).toBeVisible();
      await pin.getByRole('button', { name: 'Gunakan lokasi saat ini' }).click();
      await expect(pin.getByText('Titik lokasi dipindah ke lokasimu saat ini.')).toBeVisible();
      await expect(pin.getByLabel('Garis lintang')).toHaveValue(String(BRAGA.latitude));
      await expect(pin.getByLabel('Garis bujur')).toHaveValue(String(BRAGA.longitude));
      await expectAccessible(page);

      const shippingCall = page.waitForRequest((request) => request.url().includes('/shipping?') && request.url().includes('subDistrictId=ID-JB-BDG-SMB-BRG'));
      await pin.getByRole('button', { name: 'Simpan titik lokasi' }).click();
      await expect(pin).toHaveCount(0);
      await expect(page.getByText('Dikirim ke Sumur Bandung, Kota Bandung')).toBeVisible();
      const query = new URL((await shippingCall).url()).searchParams;
      expect([query.get('latitude'), query.get('longitude')]).toEqual([String(BRAGA.latitude), String(BRAGA.longitude)]);

      await page.reload();
      await expect(page.getByText('Dikirim ke Sumur Bandung, Kota Bandung')).toBeVisible();
    });
  }
});
