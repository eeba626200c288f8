// The Indonesian messages of the add-to-cart recommendations (a message part: see ../message-part.ts),
// bundled with the add-to-bag modal's chunk, which opens them.
export const addToCartRecommendationsMessagesId = {
  'pdp.atcRecommendations.open': 'Lihat rekomendasi',
  'pdp.atcRecommendations.title': 'Rekomendasi untukmu',
  'pdp.atcRecommendations.complementary': 'Lengkapi belanjaanmu',
  'pdp.atcRecommendations.similar': 'Produk serupa',
  'pdp.atcRecommendations.category': 'Lainnya di {category}',
  'pdp.atcRecommendations.categoryUnnamed': 'Lainnya dari kategori ini',
  'pdp.atcRecommendations.loading': 'Memuat rekomendasi…',
  'pdp.atcRecommendations.failed': 'Gagal memuat rekomendasi.',
  'pdp.atcRecommendations.empty': 'Belum ada rekomendasi untuk produk ini.',
} as const;

export type AddToCartRecommendationsMessageId = keyof typeof addToCartRecommendationsMessagesId;
