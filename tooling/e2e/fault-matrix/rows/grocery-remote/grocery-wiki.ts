// The grocery wiki's call (grocery-remote/src/features/grocery-wiki).
import { dialog, retry, type FaultMatrixCall } from '../../row';
import { groceryRow } from './rice-at-kemang';

export const GROCERY_WIKI_ROWS: FaultMatrixCall[] = [
  groceryRow(
    { call: 'grocery wiki', path: '/backend/common/content/grocery-wiki-info', says: 'Gagal memuat info belanja grocery.', times: 1 },
    (page) => page.getByRole('button', { name: 'Info belanja grocery' }).click(),
    (page) => retry(page, dialog(page, 'Belanja grocery di Pasarku').getByText('Antar sekarang atau terjadwal')),
  ),
];
