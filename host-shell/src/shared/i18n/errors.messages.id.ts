// The Indonesian messages of the error pages' empty states (spec §2): imported by the error pages, so
// they load with that chunk. English has them in messages.en.ts, itself loaded on demand.
export const hostErrorMessagesId = {
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
  'host.notFound.recommendations': 'Mungkin kamu suka',
  'host.notFound.recommendationsLoading': 'Memuat rekomendasi…',
  'host.notFound.recommendationsFailed': 'Gagal memuat rekomendasi.',
} as const;

export type HostErrorMessageId = keyof typeof hostErrorMessagesId;
