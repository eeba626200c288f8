// Retail core messages (bundled from pdp-remote at build time) plus the grocery ones; English for both
// is one lazy load. The retail message parts the grocery page shows come with the blocks that use them.
import { pdpMessagesId, useMessagePart, useTranslator, type Catalogues, type MessagePart, type PdpMessageId } from '@pdp/pdp-remote/blocks';
import { groceryMessagesId, type GroceryMessageId } from './messages.id';

export const groceryCatalogues: Catalogues = {
  id: { ...pdpMessagesId, ...groceryMessagesId },
  loadEnglish: async () => {
    const [retail, grocery] = await Promise.all([import('@pdp/pdp-remote/messages/en'), import('./messages.en')]);
    return { ...retail.default, ...grocery.default };
  },
};

export const useGroceryTranslator = () => useTranslator<GroceryMessageId | PdpMessageId>();

/** A message part's messages (the retail shipping section's, say) with the grocery and retail core ones. */
export const useGroceryMessages = <Id extends string>(part: MessagePart<Id>) => useMessagePart<Id, GroceryMessageId | PdpMessageId>(part);
