// The price summary's call (pdp-remote/src/features/price-summary).
import type { FaultMatrixCall } from '../../row';

export const PRICE_SUMMARY_ROWS: FaultMatrixCall[] = [
  { call: 'price summary', path: '/backend/product-detail/products/*/price-summary', says: 'Gagal memuat data...' },
];
