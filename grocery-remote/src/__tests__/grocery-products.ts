// The simulator's grocery products that the grocery tests open (tooling/fixtures/catalogue/products/),
// by their pages' paths, the member a signed-in test mounts the page for (accounts.json), its stores
// (stores.json) and the clock of the tests' sessions: one place, so a renamed fixture is changed once.
import type { GeolocationDto } from '@pdp/backend-api/backend';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { KEMANG } from '@pdp/test-kit';

/** The rice (beras.json): 2 kg and 5 kg, sold by the Ranch Market stores of Kemang, Pondok Indah and Kelapa Gading. */
export const BERAS = '/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001';
/** The rice's name, its page's heading. */
export const BERAS_NAME = 'Beras Pandan Wangi Premium';
/** The rice's 2 kg (the item its page opens on) and 5 kg (4 left). */
export const BERAS_2KG = 'BRS-70001-00001';
export const BERAS_5KG = 'BRS-70001-00002';
/** The 5 kg rice's page: the path a weight pick asks the host for. */
export const BERAS_5KG_PATH = `/grocery/p/beras-pandan-wangi-premium/is--${BERAS_5KG}`;
/** The UHT milk (susu-uht.json). */
export const SUSU = '/grocery/p/susu-uht-full-cream-1-l/ps--SUS-70002';
/** The eggs (telur-ayam.json). */
export const TELUR = '/grocery/p/telur-ayam-negeri-10-butir/ps--TLR-70003';
/** The cooking oil (minyak-goreng.json). */
export const MINYAK = '/grocery/p/minyak-goreng-sawit-2-l/ps--MYK-70005';

/**
 * The demo member as the host hands her to the page (`user`); `backend.session.signIn(SARI.email)` signs
 * the session in. Her address has no pin, so the page locates her device (Budi's is in Bandung, far
 * from every Jakarta store).
 */
export const SARI = { id: 'user-sari', name: 'Sari Wulandari', email: 'sari@contoh.id' };

/**
 * The clock every simulator test's session reads (a Monday, ten in the morning in Jakarta): the
 * stores are open and their windows there, whenever the test runs.
 */
export const GROCERY_MORNING = '2026-11-23T10:00:00+07:00';

/** The simulator's grocery stores (tooling/fixtures/catalogue/stores.json) as the page keeps the shopper's. */
export const STORES = {
  /** Ranch Market Kemang: delivers now (Rp20.000) and on schedule (Rp10.000, its 10:00 window full), open 07:00–22:00. */
  KEMANG: { code: 'WH-RNC-KMG', groupName: 'RANCH', pickupPoint: 'PP-RNC-KMG', available: true, name: 'Ranch Market Kemang' },
  /** Ranch Market Pondok Indah, 3 km from Kemang: delivers on schedule only (Rp12.000), open 08:00–21:00, closed on Sundays. */
  PONDOK_INDAH: { code: 'WH-RNC-PIK', groupName: 'RANCH', pickupPoint: 'PP-RNC-PIK', available: true, name: 'Ranch Market Pondok Indah' },
  /** Pasarku Fresh Dago (Bandung): its delivery turned off; sells the milk and the oil. */
  DAGO: { code: 'WH-PSF-DGO', groupName: 'MARKETPLACE_FRESH', pickupPoint: 'PP-PSF-DGO', available: true, name: 'Pasarku Fresh Dago' },
} as const;

/** Saves `store` as the shopper's own, as the page keeps it, with the pin it was chosen from (Kemang unless said). */
export function keepAsShoppersStore(store: (typeof STORES)[keyof typeof STORES], pin: GeolocationDto | null = KEMANG) {
  localStorage.setItem(STORAGE_KEYS.selectedWarehouse, JSON.stringify({ ...store, pin }));
}
