// The Indonesian messages of the onboarding tips (a message part: see ../message-part.ts).
export const onboardingMessagesId = {
  'pdp.onboarding.label': 'Tips',
  'pdp.onboarding.singleCheckout': 'Beli sekarang langsung ke checkout untuk barang ini saja, tanpa barang lain di bag.',
  'pdp.onboarding.promoHighlight': 'Ada promo untuk produk ini. Lihat semua dan pakai yang paling hemat.',
  'pdp.onboarding.tradeInHighlight': 'Punya perangkat lama? Tukar tambah dan dapatkan potongan untuk produk ini.',
  'pdp.onboarding.shippingCard': 'Ongkir dan estimasi tiba dihitung ke alamatmu. Pilihan pengiriman lainnya ada di sini.',
  'pdp.onboarding.sellerChat': 'Baru! Tanya stok, ukuran atau pengiriman langsung ke penjual lewat chat.',
  'pdp.onboarding.subscriptionHow': 'Langganan produk ini: kirim setiap minggu atau setiap bulan, hingga 12 bulan.',
  'pdp.onboarding.subscriptionSave': 'Hemat di setiap pengiriman, plus potongan ongkir untuk paket mulai Rp50.000.',
  'pdp.onboarding.step': '{step, number} dari {total, number}',
  'pdp.onboarding.next': 'Lanjut',
  'pdp.onboarding.addOns': 'Butuh pemasangan atau proteksi? Tambahkan layanannya di sini sebelum membeli.',
  'pdp.onboarding.close': 'Mengerti',
} as const;

export type OnboardingMessageId = keyof typeof onboardingMessagesId;
