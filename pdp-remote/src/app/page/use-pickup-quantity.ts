// In-store pickup takes one item (spec §9), on the retail and the grocery page alike: choosing pickup
// brings a larger quantity down, the stepper stops at 1, and nothing more than 1 is ever sent for
// pickup, even before the stepper has caught up.
import { useEffect, useLayoutEffect } from 'react';
import { IN_STORE_PICKUP_MAX_QUANTITY } from '../../features/price-summary/components/quantity-stepper';
import type { ShippingSectionProps } from './page-parts';

/** The quantity to buy for the way chosen: the shopper's, or at most 1 for in-store pickup. */
export function usePickupQuantity(
  pickup: boolean,
  { quantity: chosenQuantity, setQuantity, onInStorePickupChange }: Pick<ShippingSectionProps, 'quantity' | 'setQuantity' | 'onInStorePickupChange'>,
): number {
  // Before paint: the stepper never shows a bound the way chosen does not allow.
  useLayoutEffect(() => onInStorePickupChange(pickup), [pickup, onInStorePickupChange]);
  useEffect(() => {
    if (pickup && chosenQuantity > IN_STORE_PICKUP_MAX_QUANTITY) setQuantity(IN_STORE_PICKUP_MAX_QUANTITY);
  }, [pickup, chosenQuantity, setQuantity]);
  return pickup ? Math.min(chosenQuantity, IN_STORE_PICKUP_MAX_QUANTITY) : chosenQuantity;
}
