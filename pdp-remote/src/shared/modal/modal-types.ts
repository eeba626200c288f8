// Every modal the page can open, with what it needs. Features open them by id; the app layer maps
// ids to lazily loaded components, so no feature imports another's modal.
import type { ImageDto, UspType, WarrantyType } from '@pdp/shared-contracts';

export interface ModalPayloads {
  'image-preview': { images: ImageDto[]; index: number; productName: string };
  'usp-info': { usps: UspType[]; focus?: UspType };
  'warranty-info': { type: WarrantyType; period?: string };
}

export type ModalId = keyof ModalPayloads;

export type ModalRequest = { [Id in ModalId]: { id: Id; payload: ModalPayloads[Id] } }[ModalId];
