// The message part of the add-to-cart recommendations: the add-to-bag modal's way to them and their
// modal. Both modals are one chunk ("modal-add-to-bag"), and the English rides in it: one chunk fewer
// in every remoteEntry.js chunk map.
import type { MessagePart } from '../message-part';
import { addToCartRecommendationsMessagesId, type AddToCartRecommendationsMessageId } from './add-to-cart-recommendations.messages.id';

export const addToCartRecommendationsMessages: MessagePart<AddToCartRecommendationsMessageId> = {
  name: 'add-to-cart-recommendations',
  id: addToCartRecommendationsMessagesId,
  loadEnglish: () => import(/* webpackChunkName: "modal-add-to-bag" */ './add-to-cart-recommendations.messages.en'),
};
