// Retail messages (bundled from pdp-remote at build time) plus the grocery ones; English for both is
// one lazy load.
import { pdpMessagesId, useTranslator, type Catalogues, type PdpMessageId } from '@pdp/pdp-remote/blocks';
import { groceryMessagesId, type GroceryMessageId } from './messages.id';

export const groceryCatalogues: Catalogues = {
  id: { ...pdpMessagesId, ...groceryMessagesId },
  loadEnglish: async () => {
    const [retail, grocery] = await Promise.all([
      import(/* webpackChunkName: "pdp-messages-en" */ '@pdp/pdp-remote/messages/en'),
      import(/* webpackChunkName: "grocery-messages-en" */ './messages.en'),
    ]);
    return { ...retail.default, ...grocery.default };
  },
};

export const useGroceryTranslator = () => useTranslator<GroceryMessageId | PdpMessageId>();
