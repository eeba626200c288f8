// The trade-in's calls (pdp-remote/src/features/trade-in): its row on the phone, and its own page.
import { expect } from '@playwright/test';
import { PHONE } from '../../../products';
import { none, retriedOnPage, row, servicesRow, type FaultMatrixCall } from '../../row';

const TRADE_IN_PAGE = { path: '/trade-in/s/smartphone-nusantara-x5-8-gb/ps--HPX-60003', name: 'Tukar tambah' };

export const TRADE_IN_ROWS: FaultMatrixCall[] = [
  // The phone's trade-in eligibility fails: no tag says an item trades, so the row stays away and
  // says nothing; the rest of the section and the page work.
  servicesRow({ call: 'trade-in eligibility', path: '/backend/trade-in/products/*', says: null }, PHONE, async (services, page) => {
    await none(services.getByRole('region', { name: 'Tukar tambah' }));
    await expect(page.getByRole('button', { name: '+ Bag' }).first()).toBeVisible();
  }),
  // On the trade-in page eligibility fails once: it says so with a retry, the devices still show.
  row(
    { call: 'trade-in eligibility (trade-in page)', path: '/backend/trade-in/products/*', says: 'Gagal memuat tukar tambah.', times: 1 },
    retriedOnPage(TRADE_IN_PAGE, {
      kept: (page) => page.getByRole('region', { name: 'Handphone' }),
      back: (page) => page.getByRole('button', { name: 'Tukar tambah di aplikasi' }),
    }),
  ),
  // The devices taken in fail once (spec §8: reset to empty): the page says so, keeps the rest, and its retry lists them.
  row(
    { call: 'trade-in categories', path: '/backend/trade-in/products/*/category-info', says: 'Gagal memuat perangkat yang bisa ditukar.', times: 1 },
    retriedOnPage(TRADE_IN_PAGE, {
      kept: (page) => page.getByRole('button', { name: 'Tukar tambah di aplikasi' }),
      back: (page) => page.getByRole('region', { name: 'Handphone' }),
    }),
  ),
];
