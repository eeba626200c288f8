// The Indonesian messages of free gifts: the promo row and the gift picker (a message part: see
// ../message-part.ts).
export const freeGiftMessagesId = {
  'pdp.gift.title': 'Hadiah gratis',
  'pdp.gift.loading': 'Memuat hadiah…',
  'pdp.gift.failed': 'Gagal memuat hadiah.',
  'pdp.gift.none': 'Hadiah tidak tersedia untuk varian ini.',
  'pdp.gift.open': 'Pilih hadiah',
  'pdp.gift.criteria.AMOUNT': 'Untuk pembelian min. {amount}',
  'pdp.gift.criteria.QUANTITY': 'Untuk pembelian min. {count} barang',
  'pdp.gift.max': 'Pilih hingga {max} hadiah',
  'pdp.gift.selectFirst': 'Pilih {max} hadiah pertama',
  'pdp.gift.clear': 'Hapus semua',
  'pdp.gift.quantity': 'Jumlah: {count}',
  'pdp.gift.add': 'Beli dengan hadiah',
  'pdp.gift.adding': 'Menambahkan…',
  'pdp.gift.added': 'Produk dan hadiah ditambahkan ke bag.',
  'pdp.gift.viewBag': 'Lihat bag',
  'pdp.gift.chooseOne': 'Pilih minimal 1 hadiah.',
  'pdp.gift.notMet': 'Belum memenuhi syarat hadiah. Tambah jumlah pembelianmu.',
} as const;

export type FreeGiftMessageId = keyof typeof freeGiftMessagesId;
