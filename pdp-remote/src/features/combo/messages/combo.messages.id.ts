// The Indonesian messages of combo bundles: the promo row, the combo bottom sheet and the combo list
// page (a message part: see ../message-part.ts).
export const comboMessagesId = {
  'pdp.combo.title': 'Paket combo',
  'pdp.combo.loading': 'Memuat paket combo…',
  'pdp.combo.failed': 'Gagal memuat paket combo.',
  'pdp.combo.none': 'Paket combo tidak tersedia untuk varian ini.',
  'pdp.combo.open': 'Lihat paket',
  'pdp.combo.primary': 'Produk ini',
  'pdp.combo.unavailable': 'Tidak tersedia',
  'pdp.combo.prices': '{combo} (semula {offered})',
  'pdp.combo.total': 'Total paket {total}',
  'pdp.combo.saving': 'Hemat {amount}',
  'pdp.combo.add': 'Tambah paket ke bag',
  'pdp.combo.adding': 'Menambahkan…',
  'pdp.combo.added': 'Paket ditambahkan ke bag.',
  'pdp.combo.viewBag': 'Lihat bag',
  'pdp.combo.chooseFirst': 'Pilih produk pelengkap dulu.',
  'pdp.combo.listPage': 'Lihat daftar combo',
  'pdp.combo.bundlingCatalog': 'Lihat katalog paket',
  'pdp.combo.listPageTitle': 'Daftar combo',
} as const;

export type ComboMessageId = keyof typeof comboMessagesId;
