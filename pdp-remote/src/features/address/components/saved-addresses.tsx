// A member's saved addresses (decision 0072), each with its recipient, its lines and whether it has a
// location pin; choosing one hands it to the picker, which asks for a pin when it has none.
import type { UserAddressDto } from '@pdp/backend-api/backend';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { outlinedBox, stackedList } from '../../../shared/ui/layout-styles';
import { addressMessages } from '../messages/address';
import { memberAddressesRequest } from '../state/address-requests';

const muted = { margin: 0, color: theme.color.muted } as const;
/** Seller- or shopper-written lines: long words wrap inside the row. */
const wrapping = { margin: 0, overflowWrap: 'anywhere' } as const;

export function SavedAddresses({ userId, onChoose }: { userId: string; onChoose: (address: UserAddressDto) => void }) {
  const { t } = usePdpMessages(addressMessages);
  const { state, retry } = useKeyedRequest(memberAddressesRequest, userId);
  const addresses = state?.status === 'loaded' ? (state.data ?? []) : [];

  return (
    <section aria-label={t('pdp.address.savedTitle')} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      <h3 css={{ margin: 0, fontSize: 16 }}>{t('pdp.address.savedTitle')}</h3>
      {(!state || state.status === 'loading') && (
        <p role="status" css={muted}>
          {t('pdp.address.savedLoading')}
        </p>
      )}
      {state?.status === 'failed' && <InlineAlert message={t('pdp.address.savedFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {state?.status === 'loaded' && addresses.length === 0 && <p css={muted}>{t('pdp.address.savedEmpty')}</p>}
      {addresses.length > 0 && (
        <ul css={stackedList(2)}>
          {addresses.map((address) => {
            const { recipient, address: lines } = address;
            return (
              <li
                key={address.id}
                css={[outlinedBox, { display: 'flex', flexDirection: 'column', gap: theme.space(1), alignItems: 'flex-start', minWidth: 0 }]}
              >
                <strong css={wrapping}>{recipient.name}</strong>
                <p css={wrapping}>{lines.address}</p>
                <p css={[wrapping, { color: theme.color.muted }]}>
                  {[lines.subdistrict, lines.district, lines.city, lines.state, lines.postalCode].filter(Boolean).join(', ')}
                </p>
                {!address.geolocation && <p css={[muted, { fontSize: 14 }]}>{t('pdp.address.noPin')}</p>}
                <button
                  type="button"
                  css={secondaryButton}
                  aria-label={t('pdp.address.useSavedNamed', { recipient: recipient.name, address: lines.address })}
                  onClick={() => onChoose(address)}
                >
                  {t('pdp.address.useSaved')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
