// The Indonesian messages of installments: the service section's row, the list (modal and the
// `installment` page) and the NON-CC refusals (a message part: see ../message-part.ts). The spec names
// the invalid price range and invalid category messages without their words: these are ours.
export const installmentsMessagesId = {
  'pdp.installment.title': 'Cicilan',
  'pdp.installment.from': 'Cicilan mulai {amount}/bulan',
  'pdp.installment.zeroPercent': 'Cicilan 0%',
  'pdp.installment.open': 'Lihat cicilan',
  'pdp.installment.modalTitle': 'Pilihan cicilan',
  'pdp.installment.pageTitle': 'Cicilan {name}',
  'pdp.installment.seeAll': 'Lihat semua cicilan',
  'pdp.installment.backToProduct': 'Kembali ke produk',
  'pdp.installment.loading': 'Memuat cicilan…',
  'pdp.installment.none': 'Produk ini belum bisa dicicil.',
  'pdp.installment.failed': 'Cicilan belum bisa ditampilkan.',
  'pdp.installment.type.CC': 'Kartu kredit',
  'pdp.installment.type.NON-CC': 'Tanpa kartu kredit',
  'pdp.installment.feePromo.FULL': 'Bunga 0%',
  'pdp.installment.feePromo.PARTIAL': 'Diskon bunga',
  'pdp.installment.methodFrom': 'mulai {amount}/bulan',
  'pdp.installment.tenor': '{months} bulan',
  'pdp.installment.monthly': '{amount}/bulan',
  'pdp.installment.interest': 'Bunga {percent}%/bulan',
  'pdp.installment.fees': 'Biaya admin {fee} · total {total}',
  'pdp.installment.estimationFailed': 'Simulasi cicilan belum bisa dimuat.',
  'pdp.installment.invalidPriceRange': 'Harga produk ini di luar batas cicilan tanpa kartu kredit.',
  'pdp.installment.invalidCategory': 'Kategori produk ini belum bisa dicicil tanpa kartu kredit.',
} as const;

export type InstallmentsMessageId = keyof typeof installmentsMessagesId;
