// Every modal the page can open, with what it needs. Features open them by id; the app layer maps
// ids to lazily loaded components, so no feature imports another's modal.
import type { ImageDto, PickupPointDto, ShippingOptionDto, UspType, WarrantyType } from '@pdp/shared-contracts';

export interface ModalPayloads {
  'image-preview': { images: ImageDto[]; index: number; productName: string };
  'usp-info': { usps: UspType[]; focus?: UspType };
  'warranty-info': { type: WarrantyType; period?: string };
  'shipping-options': { options: ShippingOptionDto[]; origin: string; destination: string | null };
  'pickup-schedule': { point: PickupPointDto };
  'address-picker': Record<string, never>;
  'address-change-info': { label: string };
  'add-to-bag': { name: string; imageUrl: string | null; quantity: number; unitPrice: number; variant: string | null };
  'cnc-item-exists': { code: 'CNC_ITEM_EXISTS' | 'NON_CNC_ITEM_EXISTS' };
  'bag-full': Record<string, never>;
  'checkout-blocked': Record<string, never>;
  'notify-me': { itemSku: string; productName: string };
  'notify-me-success': { email: string };
}

export type ModalId = keyof ModalPayloads;

export type ModalRequest = { [Id in ModalId]: { id: Id; payload: ModalPayloads[Id] } }[ModalId];
