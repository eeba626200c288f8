// The Indonesian messages of trade-in (a message part: see ../message-part.ts). The spec names the
// feature, its page and its modal; the words are ours.
export const tradeInMessagesId = {
  'pdp.tradeIn.title': 'Tukar tambah',
  'pdp.tradeIn.saveUpTo': 'Tukar perangkat lamamu, hemat hingga {amount}.',
  'pdp.tradeIn.seeDevices': 'Lihat perangkat yang bisa ditukar',
  'pdp.tradeIn.intro': 'Tukar perangkat lamamu saat membeli produk ini dan dapatkan potongan hingga {amount}.',
  'pdp.tradeIn.notEligible': 'Produk ini tidak bisa ditukar tambah.',
  'pdp.tradeIn.loading': 'Memuat tukar tambah…',
  'pdp.tradeIn.failed': 'Gagal memuat tukar tambah.',
  'pdp.tradeIn.devices': 'Perangkat yang bisa ditukar',
  'pdp.tradeIn.devicesFailed': 'Gagal memuat perangkat yang bisa ditukar.',
  'pdp.tradeIn.noDevices': 'Belum ada perangkat yang bisa ditukar.',
  'pdp.tradeIn.upTo': 'hingga {amount}',
  'pdp.tradeIn.start': 'Tukar tambah di aplikasi',
  'pdp.tradeIn.downloadTitle': 'Download aplikasinya dulu, yuk',
  'pdp.tradeIn.downloadBody': 'Tukar tambah hanya bisa di aplikasi: perangkatmu ditaksir di sana, lalu potongannya dipakai saat checkout.',
  'pdp.tradeIn.googlePlay': 'Download di Google Play',
  'pdp.tradeIn.appStore': 'Download di App Store',
} as const;

export type TradeInMessageId = keyof typeof tradeInMessagesId;
