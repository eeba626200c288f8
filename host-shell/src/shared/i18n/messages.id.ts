// The host's Indonesian core catalogue (bundled): the frame, titles and error pages. The host's own
// pages (home, bag, login, pages of other teams) bring theirs (pages.messages.id.ts) with their chunks.
// With those, the source of the host's message id type.
import type { HostPageMessageId } from './pages.messages.id';

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
  'host.error.configUnavailable': 'Konfigurasi marketplace tidak dapat dimuat.',
  'host.header.skipToContent': 'Langsung ke konten utama',
  'host.title.cart': 'Bag',
  'host.title.groceryCart': 'Bag Grocery',
  'host.title.login': 'Masuk',
  'host.title.notFound': 'Halaman tidak ditemukan',
  'host.empty.notFound.title': 'Halaman tidak ditemukan',
  'host.empty.notFound.subtitle': 'Produk atau halaman yang kamu cari tidak ada, atau alamatnya salah.',
  'host.empty.notFound.button': 'Kembali ke beranda',
  'host.empty.gone.title': 'Produk ini sudah tidak dijual',
  'host.empty.gone.subtitle': 'Penjual sudah menghapus produk ini. Yuk, cari produk serupa lainnya.',
  'host.empty.gone.button': 'Cari produk lain',
  'host.empty.highTraffic.title': 'Lagi ramai banget, nih!',
  'host.empty.highTraffic.subtitle': 'Banyak yang sedang berbelanja. Tunggu sebentar, lalu coba lagi.',
  'host.empty.highTraffic.button': 'Coba lagi',
  'host.empty.serverDown.title': 'Server sedang bermasalah',
  'host.empty.serverDown.subtitle': 'Bagian ini tidak dapat dimuat. Kami sedang memperbaikinya, coba lagi dalam beberapa saat.',
  'host.empty.serverDown.button': 'Coba lagi',
  'host.page.loading': 'Memuat halaman…',
  'host.remote.loading': 'Memuat halaman produk…',
} as const;

export type HostMessageId = keyof typeof hostMessagesId | HostPageMessageId;
