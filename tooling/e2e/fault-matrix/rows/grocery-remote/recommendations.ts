// The grocery recommendations' call (grocery-remote/src/features/recommendations).
import { retry, type FaultMatrixCall } from '../../row';
import { groceryRow } from './rice-at-kemang';

export const GROCERY_RECOMMENDATIONS_ROWS: FaultMatrixCall[] = [
  groceryRow(
    { call: 'grocery recommendations', path: '/backend/grocery/recommendations', method: 'GET', scroll: true, says: 'Gagal memuat rekomendasi.', times: 1 },
    undefined,
    (page) => retry(page, page.getByRole('link', { name: /Telur Ayam Negeri 10 Butir/ }).first()),
  ),
];
