// Spec §4 Grocery warehouse: nearby stores are matched by the group name of the saved warehouse.
import type { GrocerySellerGroup } from '@pdp/backend-api/enums';
import type { GroceryStoreDto } from '@pdp/backend-api/grocery';

export function storesOfGroup(stores: readonly GroceryStoreDto[], groupName: GrocerySellerGroup): GroceryStoreDto[] {
  return stores.filter((store) => store.groupName === groupName);
}
