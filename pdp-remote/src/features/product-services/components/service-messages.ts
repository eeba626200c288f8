// Which catalogue messages describe each USP, warranty type and return reason. The ids are built
// from the enumerations; the types make a missing catalogue entry a compile error.
import type { ReturnReason, UspType, WarrantyType } from '@pdp/backend-api/enums';

export const uspMessages = <U extends UspType>(usp: U) => ({ title: `pdp.usp.${usp}.title`, body: `pdp.usp.${usp}.body` }) as const;

export const warrantyMessages = <W extends WarrantyType>(type: W) => ({ title: `pdp.warranty.${type}.title`, body: `pdp.warranty.${type}.body` }) as const;

export const returnReasonMessage = <R extends ReturnReason>(reason: R) => `pdp.returnPolicy.reason.${reason}` as const;
