// What a failed add to the bag shows, for any way of adding (combo, free gifts): no bag to add to yet in
// the words it came with (use-add-to-bag.ts), else the rules of cart-error.ts turned into the shopper's
// words, or into the login or bag-full modal they call for.
import { useCallback } from 'react';
import { useMountProps } from '../mount/mount-context';
import { useModal } from '../modal/use-modal';
import { ApiError, CLIENT_ERROR_CODES } from '../http/api-error';
import { formatIsoDate } from '@pdp/host-contract/date-format';
import { usePdpMessages } from '../i18n/use-pdp-translator';
import { buyingMessages } from '../i18n/parts/buying';
import { cartErrorOutcome } from './cart-error';
import { BagBlocked } from './use-add-to-bag';

/** Gives the message to show for `error`, or null when the shopper was sent to login or shown a modal. */
export function useCartFailure(): (error: unknown, returnTo: string) => string | null {
  const { t } = usePdpMessages(buyingMessages);
  const { locale, requestLogin } = useMountProps();
  const { openModal } = useModal();
  return useCallback(
    (error, returnTo) => {
      if (error instanceof BagBlocked) return error.message;
      const outcome = cartErrorOutcome(error instanceof ApiError ? error : new ApiError(0, CLIENT_ERROR_CODES.unknown), (iso) => formatIsoDate(iso, locale));
      if (outcome.kind === 'login') {
        requestLogin({ returnTo });
        return null;
      }
      if (outcome.kind === 'modal' && outcome.modal === 'bag-full') {
        openModal({ id: 'bag-full', payload: {} });
        return null;
      }
      return outcome.kind === 'message' ? t(outcome.id, outcome.values) : t('pdp.cart.error.generic');
    },
    [locale, openModal, requestLogin, t],
  );
}
