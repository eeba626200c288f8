// The Indonesian messages of add-ons (a message part: see ../message-part.ts). The spec gives the
// unavailable add-on's message (§8); the other words are ours.
export const addOnsMessagesId = {
  'pdp.addOns.title': 'Layanan tambahan',
  'pdp.addOns.installation': 'Pemasangan',
  'pdp.addOns.insurance': 'Asuransi',
  'pdp.addOns.price': '+{price}',
  'pdp.addOns.installationDetails': 'Lihat detail pemasangan',
  'pdp.addOns.notAvailable': 'Layanan ini tidak tersedia. Silakan hapus layanan ini.',
  'pdp.addOns.remove': 'Hapus layanan',
  'pdp.addOns.checkFailed': 'Ketersediaan layanan belum bisa dicek.',
  'pdp.addOns.pageTitle': 'Layanan pemasangan',
  'pdp.addOns.pageEmpty': 'Produk ini tidak punya layanan pemasangan.',
  'pdp.addOns.loading': 'Memuat layanan…',
  'pdp.addOns.failed': 'Gagal memuat layanan pemasangan.',
} as const;

export type AddOnsMessageId = keyof typeof addOnsMessagesId;
