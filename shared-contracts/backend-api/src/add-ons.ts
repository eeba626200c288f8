// Add-ons (spec §1, §2, §3, §7, §8): services bought with the item, installation (a fridge set up at
// home) and insurance (behind the product config's `insuranceEnabled` switch). The spec names the reads
// and an availability call by item sku; the shapes and the availability path are ours.
// - GET /add-on/installations/{itemSku} and GET /add-on/insurances/{itemSku} → `AddOnDto[]` (empty
//   when the item has none); an unknown item is 404.
// - POST /add-on/availability with `AddOnAvailabilityRequest` → `AddOnAvailabilityDto[]`, whether each
//   chosen add-on can still be bought with the item at the shopper's place.
// - A cart line may carry `addOns` (`CartLineRequestDto`); one that is not available refuses the line
//   with 400 `INSTALLATION_NOT_AVAILABLE` (spec §8).

export interface AddOnDto {
  id: string;
  /** Plain text (the backend's). */
  name: string;
  /** Rupiah, on top of the item. */
  price: number;
  /** What the service includes, plain text lines (the installation page lists them). */
  details: string[];
}

export interface AddOnAvailabilityRequest {
  itemSku: string;
  addOnIds: string[];
}

export interface AddOnAvailabilityDto {
  id: string;
  available: boolean;
}
