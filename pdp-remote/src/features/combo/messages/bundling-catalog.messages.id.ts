// The Indonesian messages of the bundling catalog page (a message part: see
// ../../../shared/i18n/message-part.ts). The spec names the page without its words, so these are ours.
export const bundlingCatalogMessagesId = {
  'pdp.bundle.title': 'Katalog paket',
  'pdp.bundle.loading': 'Memuat paket…',
  'pdp.bundle.failed': 'Gagal memuat paket.',
  'pdp.bundle.unavailableBundle': 'Paket ini tidak tersedia.',
  'pdp.bundle.items': 'Isi paket',
  'pdp.bundle.primary': 'Produk utama',
  'pdp.bundle.unavailable': 'Tidak tersedia',
  'pdp.bundle.prices': '{combo} dalam paket (semula {offered})',
  'pdp.bundle.add': '+ Bag',
  'pdp.bundle.addItem': 'Tambah {name} ke bag',
  'pdp.bundle.adding': 'Menambahkan…',
  'pdp.bundle.added': 'Ditambahkan ke bag.',
  'pdp.bundle.viewBag': 'Lihat bag',
} as const;

export type BundlingCatalogMessageId = keyof typeof bundlingCatalogMessagesId;
