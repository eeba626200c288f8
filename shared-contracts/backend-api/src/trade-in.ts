// Trade-in (spec §1, §2, §3, §7): the shopper hands in an old device for money off this one. The page
// says whether the item can be traded against and for how much at most, lists the devices taken in
// (the trade-in page, `/trade-in/s/:productName/:id`), and sends the shopper to the marketplace's app,
// where the device is appraised (the trade-in download-app modal, the remote's own links). The spec
// names the calls; their shapes are ours.
// - GET /trade-in/products/{itemSku} → `TradeInEligibilityDto`; an unknown item is 404.
// - GET /trade-in/products/{itemSku}/category-info → `TradeInCategoryDto[]`, the devices taken in
//   against the item (empty when it is not eligible). A failed list is reset to empty (spec §8).

export interface TradeInEligibilityDto {
  eligible: boolean;
  /** The most a device traded in takes off (rupiah); 0 when not eligible. */
  maxDiscount: number;
}

export interface TradeInSubcategoryDto {
  code: string;
  /** Plain text (the backend's). */
  name: string;
  /** The most a device of this kind is worth (rupiah). */
  maxPrice: number;
}

export interface TradeInCategoryDto {
  code: string;
  /** Plain text (the backend's). */
  name: string;
  subcategories: TradeInSubcategoryDto[];
}
