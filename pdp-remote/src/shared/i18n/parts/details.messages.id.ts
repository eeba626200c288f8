// The Indonesian messages of the details below the fold: description and specifications, seller, recently viewed, price list
// (a message part: see ../message-part.ts). Strings the spec gives are used exactly as it spells them.
export const detailsMessagesId = {
  'pdp.description.empty': 'Penjual belum menulis deskripsi.',
  'pdp.description.failed': 'Gagal memuat deskripsi.',
  'pdp.description.pageTitle': 'Deskripsi {name}',
  'pdp.description.readMore': 'Lihat selengkapnya',
  'pdp.description.specifications': 'Spesifikasi',
  'pdp.priceList.title': 'Daftar harga {name}',
  'pdp.seller.soldBy': 'Dijual oleh',
  'pdp.seller.platformBadge': 'Dijual {brand}',
  'pdp.seller.follow': 'Ikuti',
  'pdp.seller.following': 'Mengikuti',
  'pdp.seller.followFailed': 'Gagal menyimpan. Silakan coba lagi.',
  'pdp.seller.reportPrompt': 'Ada yang salah dengan produk ini?',
  'pdp.seller.report': 'Laporkan produk',
  'pdp.recentlyViewed.title': 'Terakhir kamu lihat',
  'pdp.recentlyViewed.loading': 'Memuat produk yang terakhir dilihat…',
  'pdp.recentlyViewed.failed': 'Produk yang terakhir dilihat belum bisa ditampilkan.',
  'pdp.gallery.previewTitle': 'Gambar {name}',
  'pdp.gallery.zoomArea': 'Gambar yang diperbesar; geser untuk melihat bagian lain',
  'pdp.gallery.zoomIn': 'Perbesar',
  'pdp.gallery.zoomOut': 'Perkecil',
  'pdp.gallery.zoomLevel': '{zoom}%',
  'pdp.description.backToProduct': 'Kembali ke produk',
} as const;

export type DetailsMessageId = keyof typeof detailsMessagesId;
