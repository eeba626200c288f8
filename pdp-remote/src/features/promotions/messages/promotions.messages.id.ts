// The Indonesian messages of promotions: the voucher list, its terms and the promotions page
// (a message part: see ../message-part.ts). Strings the spec gives are used exactly as it spells them.
export const promotionsMessagesId = {
  'pdp.vouchers.title': 'Promo & voucher',
  'pdp.vouchers.recommended': 'Rekomendasi promo',
  'pdp.vouchers.group.platform': 'Voucher platform',
  'pdp.vouchers.group.merchant': 'Voucher toko',
  'pdp.vouchers.group.sellerShipping': 'Voucher ongkir toko',
  'pdp.vouchers.group.platformShipping': 'Voucher ongkir',
  'pdp.vouchers.reward.DISCOUNT': 'Diskon {value}%',
  'pdp.vouchers.reward.DISCOUNT.capped': 'Diskon {value}% s.d. {max}',
  'pdp.vouchers.reward.AMOUNT_OFF': 'Potongan {amount}',
  'pdp.vouchers.minPurchase': 'Min. belanja {amount}',
  'pdp.vouchers.endsOn': 'Berlaku hingga {date}',
  'pdp.vouchers.code': 'Kode {code}',
  'pdp.vouchers.quota': 'Sisa kuota {count}',
  'pdp.vouchers.autoApplied': 'Terpakai otomatis saat checkout',
  'pdp.vouchers.claim': 'Klaim',
  'pdp.vouchers.claimName': 'Klaim {name}',
  'pdp.vouchers.claiming': 'Mengklaim…',
  'pdp.vouchers.claimed': 'Diklaim',
  'pdp.vouchers.used': 'Sudah dipakai',
  'pdp.vouchers.quotaRunOut': 'Kuota habis',
  'pdp.vouchers.claimSucceeded': 'Voucher {name} berhasil diklaim.',
  'pdp.vouchers.claimFailed': 'Gagal klaim voucher. Coba lagi.',
  'pdp.vouchers.terms': 'S&K',
  'pdp.vouchers.termsOf': 'S&K {name}',
  'pdp.vouchers.termsTitle': 'Syarat & ketentuan',
  'pdp.vouchers.termsFailed': 'Gagal memuat syarat & ketentuan.',
  'pdp.vouchers.termsLoading': 'Memuat syarat & ketentuan…',
  'pdp.vouchers.openPage': 'Buka halaman promo',
} as const;

export type PromotionsMessageId = keyof typeof promotionsMessagesId;
