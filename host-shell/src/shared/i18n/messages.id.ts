// The host's Indonesian core catalogue (bundled): the frame and titles. The error pages
// (errors.messages.id.ts), the host's own pages (home, bag, login, pages of other teams;
// pages.messages.id.ts) and the footer's analytics choice (footer.messages.id.ts) bring theirs
// with their chunks.
// With those, the source of the host's message id type.
import type { HostErrorMessageId } from './errors.messages.id';
import type { HostPageMessageId } from './pages.messages.id';
import type { HostFooterMessageId } from './footer.messages.id';

export const hostMessagesId = {
  'host.header.home': 'Beranda',
  'host.header.bag': 'Bag',
  'host.header.bagWithCount': 'Bag ({count})',
  'host.header.login': 'Masuk',
  'host.header.logout': 'Keluar',
  'host.header.greeting': 'Hai, {name}',
  'host.header.language': 'Bahasa',
  'host.header.retail': 'Belanja',
  'host.header.grocery': 'Grocery',
  'host.header.languageId': 'Bahasa Indonesia',
  'host.header.languageEn': 'English',
  'host.header.skipToContent': 'Langsung ke konten utama',
  'host.title.cart': 'Bag',
  'host.title.groceryCart': 'Bag Grocery',
  'host.title.login': 'Masuk',
  'host.title.bundlingCatalog': 'Katalog paket',
  'host.title.notFound': 'Halaman tidak ditemukan',
  'host.page.loading': 'Memuat halaman…',
  'host.remote.loading': 'Memuat halaman produk…',
} as const;

export type HostMessageId = keyof typeof hostMessagesId | HostPageMessageId | HostErrorMessageId | HostFooterMessageId;
