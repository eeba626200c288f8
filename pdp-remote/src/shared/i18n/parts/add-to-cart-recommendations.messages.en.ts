// The English messages of the add-to-cart recommendations, in the add-to-bag modal's chunk.
import type { AddToCartRecommendationsMessageId } from './add-to-cart-recommendations.messages.id';

const addToCartRecommendationsMessagesEn: Record<AddToCartRecommendationsMessageId, string> = {
  'pdp.atcRecommendations.open': 'See recommendations',
  'pdp.atcRecommendations.title': 'Recommended for you',
  'pdp.atcRecommendations.complementary': 'Complete your order',
  'pdp.atcRecommendations.similar': 'Similar products',
  'pdp.atcRecommendations.category': 'More in {category}',
  'pdp.atcRecommendations.categoryUnnamed': 'More from this category',
  'pdp.atcRecommendations.loading': 'Loading recommendations…',
  'pdp.atcRecommendations.failed': 'Could not load the recommendations.',
  'pdp.atcRecommendations.empty': 'No recommendations for this product yet.',
};

export default addToCartRecommendationsMessagesEn;
