// Where the item would be delivered, with the way to choose or change the address: in the shipping
// section and on the shipping page.
import { useSetAtom } from 'jotai';
import type { ShippingLocationDto } from '@pdp/backend-api/backend';
import { openModalAtom } from '../../../shared/modal/modal-atoms';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { textButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';

export function DeliverTo({ location }: { location: ShippingLocationDto | null }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const openModal = useSetAtom(openModalAtom);
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) }}>
      <span>{location ? t('pdp.shipping.deliverTo', { destination: location.label }) : t('pdp.shipping.noAddress')}</span>
      <button type="button" css={textButton} onClick={() => openModal({ id: 'address-picker', payload: {} })}>
        {t(location ? 'pdp.address.change' : 'pdp.address.choose')}
      </button>
    </div>
  );
}
