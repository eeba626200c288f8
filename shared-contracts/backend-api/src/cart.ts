// The bag as the host's bag page reads it (GET /retail/carts, GET /grocery/carts): retail's lines and
// grocery's. A module of its own because both the retail DTOs (backend.ts) and grocery's (grocery.ts)
// feed it, and neither of those imports the other.
import type { FulfillmentKind } from './backend';
import type { Vendor } from './enums';
import type { GroceryCartDeliveryDto } from './grocery';

export interface CartItemDto {
  itemSku: string;
  name: string;
  quantity: number;
  price: number;
  imageUrl: string;
  /** How the line reaches the shopper (absent: delivery). */
  fulfillment?: FulfillmentKind;
  pickupPointCode?: string;
  /** Grocery lines: the store and the delivery window the shopper chose. */
  grocery?: GroceryCartDeliveryDto;
}

export interface CartDto {
  vendor: Vendor;
  items: CartItemDto[];
}
