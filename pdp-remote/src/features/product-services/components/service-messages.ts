// Which catalogue messages describe each USP and warranty type.
import type { UspType, WarrantyType } from '@pdp/shared-contracts';
import type { PdpMessageId } from '../../../shared/i18n/messages.id';

export const USP_MESSAGES: Record<UspType, { title: PdpMessageId; body: PdpMessageId }> = {
  RETURN: { title: 'pdp.usp.RETURN.title', body: 'pdp.usp.RETURN.body' },
  FRESHNESS: { title: 'pdp.usp.FRESHNESS.title', body: 'pdp.usp.FRESHNESS.body' },
  WARRANTY: { title: 'pdp.usp.WARRANTY.title', body: 'pdp.usp.WARRANTY.body' },
  CASH_ON_DELIVERY: { title: 'pdp.usp.CASH_ON_DELIVERY.title', body: 'pdp.usp.CASH_ON_DELIVERY.body' },
  GUARANTEED_STOCK: { title: 'pdp.usp.GUARANTEED_STOCK.title', body: 'pdp.usp.GUARANTEED_STOCK.body' },
};

export const WARRANTY_MESSAGES: Record<WarrantyType, { title: PdpMessageId; body: PdpMessageId }> = {
  RESMI: { title: 'pdp.warranty.RESMI.title', body: 'pdp.warranty.RESMI.body' },
  DISTRIBUTOR: { title: 'pdp.warranty.DISTRIBUTOR.title', body: 'pdp.warranty.DISTRIBUTOR.body' },
  TOKO: { title: 'pdp.warranty.TOKO.title', body: 'pdp.warranty.TOKO.body' },
  INTERNATIONAL: { title: 'pdp.warranty.INTERNATIONAL.title', body: 'pdp.warranty.INTERNATIONAL.body' },
  OTHER: { title: 'pdp.warranty.OTHER.title', body: 'pdp.warranty.OTHER.body' },
  NONE: { title: 'pdp.warranty.NONE.title', body: 'pdp.warranty.NONE.body' },
};

export const RETURN_REASON_MESSAGES = {
  DAMAGE: 'pdp.returnPolicy.reason.DAMAGE',
  MISMATCH: 'pdp.returnPolicy.reason.MISMATCH',
  MISS_ETD: 'pdp.returnPolicy.reason.MISS_ETD',
  CHANGE_MIND: 'pdp.returnPolicy.reason.CHANGE_MIND',
  NOT_SUITABLE_SIZE: 'pdp.returnPolicy.reason.NOT_SUITABLE_SIZE',
} as const satisfies Record<string, PdpMessageId>;
