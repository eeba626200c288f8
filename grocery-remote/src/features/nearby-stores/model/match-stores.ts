// Spec §4 Grocery warehouse: nearby stores are matched by the group name of the saved warehouse.
import type { GrocerySellerGroup, GroceryStoreDto } from '@pdp/shared-contracts';

export function storesOfGroup(stores: readonly GroceryStoreDto[], groupName: GrocerySellerGroup): GroceryStoreDto[] {
  return stores.filter((store) => store.groupName === groupName);
}
