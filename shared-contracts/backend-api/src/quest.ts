// The quest call (spec §9): a product view counts towards the shopper's quests.

/** Spec §9: the quest event a product view publishes. */
export const QUEST_VISIT_PRODUCT_PAGE = 'visit-product-page';

/**
 * POST /quest/publish-event (our path for the spec's "quest publish-event"; members only): the
 * shopper did something a quest counts. Answers `data: true`.
 */
export interface QuestEventDto {
  event: typeof QUEST_VISIT_PRODUCT_PAGE;
  productSku: string;
  itemSku: string;
}
