// GET /wallet/paylater (spec §7): the signed-in member's pay-later status (contract `PayLaterDto`);
// anything else is no status.
import { isOneOf } from '@pdp/backend-api/enums';
import { PAY_LATER_STATUSES, type PayLaterDto, type PayLaterStatus } from '@pdp/backend-api/payments';
import type { BackendClient } from '../../../shared/http/backend-client';

export async function getPayLaterStatus(client: BackendClient, signal?: AbortSignal): Promise<PayLaterStatus | null> {
  const status = (await client.get<Partial<PayLaterDto> | null>('wallet/paylater', { signal })).body.data?.status;
  return isOneOf(PAY_LATER_STATUSES, status) ? status : null;
}
