// The message part of the add-to-cart recommendations: the add-to-bag modal's way to them and their
// modal.
import type { MessagePart } from '../message-part';
import { addToCartRecommendationsMessagesId, type AddToCartRecommendationsMessageId } from './add-to-cart-recommendations.messages.id';

export const addToCartRecommendationsMessages: MessagePart<AddToCartRecommendationsMessageId> = {
  name: 'add-to-cart-recommendations',
  id: addToCartRecommendationsMessagesId,
  loadEnglish: () => import('./add-to-cart-recommendations.messages.en'),
};
