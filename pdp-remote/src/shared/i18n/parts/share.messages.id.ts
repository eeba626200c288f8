// The Indonesian messages of sharing a product (a message part: see ../message-part.ts). The spec
// gives no words for the share modal; these are ours.
export const shareMessagesId = {
  'pdp.share.open': 'Bagikan produk',
  'pdp.share.title': 'Bagikan produk',
  'pdp.share.text': 'Lihat {name} seharga {price} di {brand}: {link}',
  'pdp.share.textLabel': 'Teks untuk dibagikan',
  'pdp.share.qr': 'Kode QR untuk membuka {name}',
  'pdp.share.qrHint': 'Pindai kode QR ini dengan kamera ponsel.',
  'pdp.share.linkLabel': 'Tautan produk',
  'pdp.share.linkLoading': 'Membuat tautan pendek…',
  'pdp.share.linkFailed': 'Tautan pendek belum bisa dibuat. Tautan lengkap tetap bisa dibagikan.',
  'pdp.share.copy': 'Salin tautan',
  'pdp.share.copied': 'Tautan disalin.',
  'pdp.share.copyFailed': 'Tautan belum bisa disalin. Salin dari kolom tautan.',
  'pdp.share.system': 'Bagikan lewat aplikasi lain',
} as const;

export type ShareMessageId = keyof typeof shareMessagesId;
