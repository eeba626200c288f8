// The address picker (spec §2): a member's saved addresses, and the region cascade for everyone
// (anonymous shoppers are offered login to use a saved address, spec §6). Choosing an address without
// a location pin, or opening the picker for a pin (spec §8 CUSTOMER_GEO_LOCATION_REQUIRED), goes on to
// the pin step, a lazily loaded part whose failure to load says so (spec §8 Others: Map).
import { lazy, Suspense, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { GeolocationDto, ShippingLocationDto, UserAddressDto } from '@pdp/backend-api/backend';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { saveShippingLocationAtom, shippingLocationAtom } from '../../../shared/location/shipping-location';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { textButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { ErrorBoundary } from '../../../shared/ui/error-boundary';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { addressMessages } from '../messages/address';
import { locationOfAddress } from '../model/location-of-address';
import { RegionCascade } from './region-cascade';
import { SavedAddresses } from './saved-addresses';

const loadPinStep = () => import('./pin-step');
/** The pin step's part: one for the page, so a failed load stays said until the shopper retries. */
let PinStep = lazy(loadPinStep);

/** The pin step, or that the map failed to load with a retry that loads it afresh. */
function PinPart({ location, onSave }: { location: ShippingLocationDto; onSave: (pin: GeolocationDto) => void }) {
  const { t } = usePdpMessages(addressMessages);
  const { t: tf } = usePdpMessages(fulfillmentMessages);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    PinStep = lazy(loadPinStep);
    setAttempt((value) => value + 1);
  };
  return (
    <ErrorBoundary resetKey={attempt} fallback={<InlineAlert message={t('pdp.map.loadFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}>
      <Suspense fallback={<p role="status">{tf('pdp.address.loading')}</p>}>
        <PinStep location={location} onSave={onSave} />
      </Suspense>
    </ErrorBoundary>
  );
}

export default function AddressPickerModal({ payload, onClose }: { payload: ModalPayloads['address-picker']; onClose: () => void }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const { t: ta } = usePdpMessages(addressMessages);
  const { user, requestLogin, path } = useMountProps();
  const current = useAtomValue(shippingLocationAtom);
  const save = useSetAtom(saveShippingLocationAtom);
  /** The location a pin is being set for; null: choosing an address. */
  const [pinFor, setPinFor] = useState<ShippingLocationDto | null>(payload.pin && current ? current : null);

  const choose = (address: UserAddressDto) => {
    const location = locationOfAddress(address);
    if (!location.geolocation) {
      setPinFor(location);
      return;
    }
    save({ source: 'picker', location });
    onClose();
  };

  if (pinFor) {
    return (
      <ModalFrame title={ta('pdp.pin.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
        <PinPart
          location={pinFor}
          onSave={(geolocation) => {
            save({ source: 'picker', location: { ...pinFor, geolocation } });
            onClose();
          }}
        />
      </ModalFrame>
    );
  }

  return (
    <ModalFrame title={t('pdp.address.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        {user ? (
          <SavedAddresses userId={user.id} onChoose={choose} />
        ) : (
          <p css={{ margin: 0 }}>
            <button type="button" css={textButton} onClick={() => requestLogin({ returnTo: path })}>
              {t('pdp.address.loginForSaved')}
            </button>
          </p>
        )}
        <section aria-label={ta('pdp.address.regionTitle')} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
          {user && <h3 css={{ margin: 0, fontSize: 16 }}>{ta('pdp.address.regionTitle')}</h3>}
          <RegionCascade onSaved={onClose} />
        </section>
      </div>
    </ModalFrame>
  );
}
