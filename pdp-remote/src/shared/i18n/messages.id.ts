// The Indonesian catalogue: bundled, the default, and the source of the message id type. Strings the
// spec gives are used exactly as it spells them.
export const messagesId = {
  'pdp.page.loading': 'Memuat produk…',
  'pdp.page.variantLoadFailed': 'Gagal memuat varian yang dipilih.',
  'pdp.page.retry': 'Coba lagi',
  'pdp.page.specialPage.comboList': 'Daftar combo',
  'pdp.page.specialPage.priceList': 'Daftar harga',
  'pdp.page.specialPage.tradeIn': 'Tukar tambah',
  'pdp.page.specialPage.clickAndCollect': 'Titik ambil Click & Collect',
  'pdp.page.specialPage.addOnInstallation': 'Layanan instalasi',
  'pdp.breadcrumbs.label': 'Kategori produk',
  'pdp.breadcrumbs.home': 'Beranda',
  'pdp.gallery.imageAlt': '{name}, gambar {index} dari {total}',
  'pdp.gallery.noImage': 'Gambar produk belum tersedia',
  'pdp.price.label': 'Harga',
  'pdp.price.listed': 'Harga sebelum diskon',
  'pdp.price.discount': 'Diskon {percentage}%',
  'pdp.statistics.rating': 'Rating {rating} dari 5',
  'pdp.statistics.reviews': '{count} ulasan',
  'pdp.statistics.sold': '{count} terjual',
  'pdp.stock.limited': 'Tersisa {count} produk',
  'pdp.stock.outOfStock': 'Stok habis',
  'pdp.stock.comingSoon': 'Segera hadir',
  'pdp.variant.groupLabel': 'Pilih {name}',
  'pdp.variant.selectedValue': '{name}: {value}',
  'pdp.variant.unavailable': '{value} (tidak tersedia)',
  'pdp.variant.unavailableReason': 'Kombinasi ini tidak tersedia',
  'pdp.uiError.toast': 'Something went wrong here. Please try again later',
  'pdp.uiError.sectionFallback': 'Bagian ini belum bisa ditampilkan.',
} as const;

export type PdpMessageId = keyof typeof messagesId;
