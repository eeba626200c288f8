// Add-ons in the service section (spec §1, §3): the installations and, with the product config's
// `insuranceEnabled`, the insurances sold with the item, to tick before buying; the buy bar puts the
// ticked ones on the cart line (shared/cart/add-on-choice.ts). Ticking asks whether they can be bought
// now; one that cannot says the spec's message with a way to remove it (§8 INSTALLATION_NOT_AVAILABLE).
// The add-ons onboarding tip points here (§2). No tag says which items have add-ons, so the row is
// absent while the lists load, when the item has none, and when they fail.
import { useId } from 'react';
import { useSetAtom } from 'jotai';
import type { AddOnDto } from '@pdp/backend-api/add-ons';
import { formatRupiah } from '@pdp/host-contract/price-format';
import type { OnboardingTipId } from '../../../shared/onboarding/onboarding-anchor';
import { chooseAddOnsAtom, useAddOnChoice } from '../../../shared/cart/add-on-choice';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { addOnsMessages } from '../messages/add-ons';
import type { AddOnsMessageId } from '../messages/add-ons.messages.id';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { HostLink } from '../../../shared/ui/host-link';
import { textButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { availabilityRequest, insurancesRequest, installationsRequest } from '../state/add-on-atoms';

export interface AddOnsRowProps {
  itemSku: string;
  insuranceEnabled: boolean;
  /** The installation page of the shown item. */
  installationPath: string;
}

export function AddOnsRow({ itemSku, insuranceEnabled, installationPath }: AddOnsRowProps) {
  const { t } = usePdpMessages(addOnsMessages);
  const headingId = useId();
  const installations = useKeyedRequest(installationsRequest, itemSku).state;
  const insurances = useKeyedRequest(insurancesRequest, insuranceEnabled ? itemSku : null).state;
  const chosen = useAddOnChoice(itemSku);
  const choose = useSetAtom(chooseAddOnsAtom);
  const availability = useKeyedRequest(availabilityRequest, chosen.length > 0 ? { itemSku, addOnIds: chosen } : null);

  const listOf = (state: typeof installations) => (state?.status === 'loaded' ? (state.data ?? []) : []);
  const groups: [AddOnsMessageId, AddOnDto[]][] = [
    ['pdp.addOns.installation', listOf(installations)],
    ['pdp.addOns.insurance', insuranceEnabled ? listOf(insurances) : []],
  ];
  if (groups.every(([, addOns]) => addOns.length === 0)) return null;

  const unavailable = new Set(
    availability.state?.status === 'loaded' ? (availability.state.data ?? []).filter((entry) => !entry.available).map((entry) => entry.id) : [],
  );
  const toggle = (id: string, on: boolean) => choose(itemSku, on ? [...chosen, id] : chosen.filter((known) => known !== id));

  return (
    <section
      aria-labelledby={headingId}
      data-onboarding={'add-ons' satisfies OnboardingTipId}
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}
    >
      <h3 id={headingId} css={{ fontSize: 16, margin: 0 }}>
        {t('pdp.addOns.title')}
      </h3>
      {groups.map(([legend, addOns]) =>
        addOns.length === 0 ? null : (
          <fieldset key={legend} css={{ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
            <legend css={{ fontWeight: 600, padding: 0, marginBottom: theme.space(1) }}>{t(legend)}</legend>
            {addOns.map((addOn) => (
              <div key={addOn.id} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
                <label css={{ display: 'flex', gap: theme.space(2), alignItems: 'center', minHeight: 44, overflowWrap: 'anywhere' }}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(addOn.id)}
                    onChange={(event) => toggle(addOn.id, event.currentTarget.checked)}
                    css={{ width: 20, height: 20, flexShrink: 0, '&:focus-visible': theme.focusRing }}
                  />
                  <span>
                    {addOn.name} <span css={{ color: theme.color.muted }}>{t('pdp.addOns.price', { price: formatRupiah(addOn.price) })}</span>
                  </span>
                </label>
                {unavailable.has(addOn.id) && chosen.includes(addOn.id) && (
                  <p role="alert" css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center', color: theme.color.warning }}>
                    {t('pdp.addOns.notAvailable')}
                    <button type="button" css={textButton} onClick={() => toggle(addOn.id, false)}>
                      {t('pdp.addOns.remove')}
                    </button>
                  </p>
                )}
              </div>
            ))}
            {legend === 'pdp.addOns.installation' && (
              <HostLink to={installationPath} css={{ minHeight: 44, display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start' }}>
                {t('pdp.addOns.installationDetails')}
              </HostLink>
            )}
          </fieldset>
        ),
      )}
      {availability.state?.status === 'failed' && (
        <p role="status" css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' }}>
          {t('pdp.addOns.checkFailed')}
          <button type="button" css={textButton} onClick={availability.retry}>
            {t('pdp.page.retry')}
          </button>
        </p>
      )}
    </section>
  );
}
