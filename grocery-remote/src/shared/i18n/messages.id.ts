// The grocery remote's own Indonesian messages; the retail catalogue is merged in beneath them.
export const groceryMessagesId = {
  'grocery.label.pageType': 'Grocery',
  'grocery.label.sellerGroup.RANCH': 'Ranch Market',
  'grocery.label.sellerGroup.MARKETPLACE_FRESH': 'Pasarku Fresh',
} as const;

export type GroceryMessageId = keyof typeof groceryMessagesId;
