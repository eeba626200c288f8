// The nearby stores' call (grocery-remote/src/features/nearby-stores).
import { retry, type FaultMatrixCall } from '../../row';
import { groceryRow, servedFromKemang } from './rice-at-kemang';

export const NEARBY_STORES_ROWS: FaultMatrixCall[] = [
  // The store serving the shopper was found all the same; a retry lists the others.
  groceryRow(
    { call: 'grocery nearby stores', path: '/backend/grocery/stores/_nearby', says: 'Gagal memuat toko terdekat.', times: 1 },
    servedFromKemang,
    (page) => retry(page, page.getByRole('list', { name: 'Toko terdekat' }).getByRole('button', { name: 'Belanja di sini: Ranch Market Pondok Indah' })),
  ),
];
