// Why shipping cannot be shown, from spec §8's shipping catalogue: a code the shopper must act on
// says so (and, when the courier needs a location pin, offers to set it); a failed call offers a retry.
import { useSetAtom } from 'jotai';
import { openModalAtom } from '../../../shared/modal/modal-atoms';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import type { ShippingErrorMessage } from '../model/shipping-error';

export function ShippingErrorNote({ error, onRetry, hasLocation }: { error: ShippingErrorMessage; onRetry: () => void; hasLocation: boolean }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const openModal = useSetAtom(openModalAtom);
  if (!error.known) return <InlineAlert message={t(error.id, error.values)} actionLabel={t('pdp.page.retry')} onAction={onRetry} />;
  return (
    <>
      <p role="alert" css={{ margin: 0, color: theme.color.warning }}>
        {t(error.id, error.values)}
      </p>
      {error.needsPin && (
        <button
          type="button"
          css={[secondaryButton, { alignSelf: 'flex-start' }]}
          onClick={() => openModal({ id: 'address-picker', payload: hasLocation ? { pin: true } : {} })}
        >
          {t('pdp.shipping.setPin')}
        </button>
      )}
    </>
  );
}
