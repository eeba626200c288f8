// The Indonesian messages of wishlist albums (a message part: see ../message-part.ts). The album name
// rule is the spec's words (§5); the rest are ours.
export const wishlistMessagesId = {
  'pdp.wishlist.open': 'Simpan ke wishlist',
  'pdp.wishlist.saved': 'Ada di wishlist',
  'pdp.wishlist.title': 'Simpan ke wishlist',
  'pdp.wishlist.albums': 'Album wishlist',
  'pdp.wishlist.album': '{name} ({count} produk)',
  'pdp.wishlist.loading': 'Memuat album…',
  'pdp.wishlist.loadFailed': 'Gagal memuat album wishlist.',
  'pdp.wishlist.noAlbums': 'Belum ada album. Buat album pertamamu di bawah.',
  'pdp.wishlist.inAlbums': '{count, plural, =0 {Produk ini belum ada di album mana pun.} other {Produk ini ada di # album.}}',
  'pdp.wishlist.newAlbum': 'Nama album baru',
  'pdp.wishlist.newAlbumHint': 'Huruf, angka, tanda hubung dan spasi; paling banyak {max} karakter.',
  'pdp.wishlist.create': 'Buat album dan simpan',
  'pdp.wishlist.invalidName': 'Hanya dapat diisi huruf dan angka.',
  'pdp.wishlist.created': 'Album {name} dibuat, produk tersimpan di sana.',
  'pdp.wishlist.failed': 'Gagal menyimpan wishlist. Silakan coba lagi.',
  'pdp.wishlist.removeAll': 'Hapus dari semua album',
  'pdp.wishlist.removed': 'Produk dihapus dari wishlist.',
  'pdp.wishlist.done': 'Selesai',
} as const;

export type WishlistMessageId = keyof typeof wishlistMessagesId;
