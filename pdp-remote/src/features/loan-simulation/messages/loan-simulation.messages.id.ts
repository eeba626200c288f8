// The Indonesian messages of the loan simulation (a message part: see ../message-part.ts). The spec
// gives the down payment's refusal (spec §5) and the 3 % promo (spec §9); the other words are ours.
export const loanSimulationMessagesId = {
  'pdp.loan.title': 'Simulasi kredit',
  'pdp.loan.intro': 'Hitung cicilan kendaraan ini sebelum mengajukan kredit.',
  'pdp.loan.loading': 'Memuat simulasi kredit…',
  'pdp.loan.failed': 'Simulasi kredit belum bisa ditampilkan.',
  'pdp.loan.promo': 'Promo bunga {percent, number}%',
  'pdp.loan.location': 'Lokasi',
  'pdp.loan.locationPlaceholder': 'Pilih lokasi',
  'pdp.loan.locationRequired': 'Pilih lokasi dulu.',
  'pdp.loan.locationUnavailable': 'Lokasi ini belum tersedia. Pilih lokasi lain.',
  'pdp.loan.downPayment': 'Uang muka (DP)',
  'pdp.loan.price': 'Harga produk {price}',
  'pdp.loan.suggestions': 'Pilihan uang muka',
  'pdp.loan.downPaymentTooHigh': 'Tidak boleh sama/melebihi harga produk.',
  'pdp.loan.downPaymentInvalid': 'Isi uang muka dengan angka.',
  'pdp.loan.submit': 'Hitung cicilan',
  'pdp.loan.calculating': 'Menghitung cicilan…',
  'pdp.loan.tenorsFailed': 'Cicilan belum bisa dihitung. Coba lagi.',
  'pdp.loan.noTenors': 'Belum ada tenor untuk pilihan ini.',
  'pdp.loan.tenors': 'Pilih tenor',
  'pdp.loan.tenor': '{months} bulan · {amount}/bulan',
  'pdp.loan.interest.FIXED': 'Bunga tetap {percent, number}% per tahun',
  'pdp.loan.interest.CAPPED': 'Bunga maksimal {percent, number}% per tahun',
  'pdp.loan.chosen': 'Cicilan kamu {amount}/bulan selama {months} bulan.',
  'pdp.loan.note': 'Hasil simulasi bisa berbeda dengan penawaran perusahaan pembiayaan.',
} as const;

export type LoanSimulationMessageId = keyof typeof loanSimulationMessagesId;
