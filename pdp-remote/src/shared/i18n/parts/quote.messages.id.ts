// The Indonesian messages of asking for a quote (a message part: see ../message-part.ts). The spec
// names the ask-for-quote modal without its words, so all of them are ours.
export const quoteMessagesId = {
  'pdp.quote.title': 'Beli dalam jumlah banyak',
  'pdp.quote.terms': 'Minta harga khusus untuk {min}–{max} barang. Penjual membalas dalam {hours, number} jam.',
  'pdp.quote.open': 'Minta penawaran',
  'pdp.quote.failed': 'Penawaran harga belum bisa dimuat.',
  'pdp.quote.sentRow': 'Permintaan penawaran {quoteId} sudah terkirim.',
  'pdp.quote.modalTitle': 'Minta penawaran harga',
  'pdp.quote.quantity': 'Jumlah barang',
  'pdp.quote.quantityHint': 'Minimal {min}, maksimal {max} barang',
  'pdp.quote.quantityInvalid': 'Jumlah harus antara {min} dan {max} barang.',
  'pdp.quote.name': 'Nama',
  'pdp.quote.nameInvalid': 'Nama wajib diisi, paling banyak {max} karakter.',
  'pdp.quote.phone': 'Nomor HP',
  'pdp.quote.phoneHint': 'Contoh: 0812 3456 7890',
  'pdp.quote.phoneInvalid': 'Nomor HP tidak valid.',
  'pdp.quote.email': 'Email',
  'pdp.quote.emailInvalid': 'Email tidak valid.',
  'pdp.quote.note': 'Catatan untuk penjual (opsional)',
  'pdp.quote.noteHint': '{count, number}/{max, number} karakter',
  'pdp.quote.noteInvalid': 'Catatan paling banyak {max} karakter.',
  'pdp.quote.submit': 'Kirim permintaan',
  'pdp.quote.sent': 'Permintaan penawaran terkirim.',
  'pdp.quote.sentBody': 'Nomor permintaan {quoteId}. Penjual akan membalas dalam {hours, number} jam lewat nomor HP atau email yang kamu berikan.',
  'pdp.quote.done': 'Selesai',
  'pdp.quote.error.QUOTE_NOT_AVAILABLE': 'Penjual sedang tidak menerima permintaan penawaran untuk produk ini.',
  'pdp.quote.error.QUOTE_INVALID_CONTACT': 'Periksa lagi data kontakmu.',
  'pdp.quote.error.QUOTE_ALREADY_REQUESTED': 'Kamu sudah meminta penawaran untuk produk ini. Tunggu balasan penjual, ya.',
  'pdp.quote.error.alreadyRequestedAs': 'Kamu sudah meminta penawaran untuk produk ini (nomor {quoteId}). Tunggu balasan penjual, ya.',
  'pdp.quote.error.GENERAL_ERROR': 'Permintaan belum terkirim. Coba lagi, isianmu tetap tersimpan.',
} as const;

export type QuoteMessageId = keyof typeof quoteMessagesId;
