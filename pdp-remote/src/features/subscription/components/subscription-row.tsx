// Subscription in the service section (spec §1, §3, §9) for an item tagged SUBSCRIPTION: the benefit
// (the discount per delivery, the shipping discount from a Rp50.000 package), whether a member has it
// in their subscription cart already, and the way to the subscription modal. Back from login with a
// subscription the shopper started (`pdpAction=subscribe`), it opens the modal with their choice,
// which sends it (spec §6: members only). With the product config's switch on, the two-step
// subscription onboarding tip (spec §2) points at its button.
import { useEffect, useId, useRef } from 'react';
import { subscriptionCartPath } from '@pdp/host-contract/links';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { useMountProps } from '../../../shared/mount/mount-context';
import type { OnboardingTipId } from '../../../shared/onboarding/onboarding-anchor';
import { resumeActionOf, withoutResumeAction } from '../../../shared/mount/resume-action';
import { useModal } from '../../../shared/modal/use-modal';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { subscriptionMessages } from '../messages/subscription';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { secondaryButton } from '../../../shared/ui/buttons';
import { HostLink } from '../../../shared/ui/host-link';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { MIN_PACKAGE_FOR_SHIPPING_DISCOUNT, takePending } from '../model/subscription-form';
import { subscriptionBenefitRequest, subscriptionDetailRequest } from '../state/subscription-atoms';

interface SubscriptionRowProps {
  itemSku: string;
  /** The product config's `subscriptionOnboardingEnabled`: the subscription onboarding tip points here. */
  onboarding: boolean;
}

export function SubscriptionRow({ itemSku, onboarding }: SubscriptionRowProps) {
  const { t } = usePdpMessages(subscriptionMessages);
  const { user, path, navigate } = useMountProps();
  const { openModal } = useModal();
  const headingId = useId();
  const detail = useKeyedRequest(subscriptionDetailRequest, { itemSku, userId: user?.id ?? null });
  const benefit = useKeyedRequest(subscriptionBenefitRequest, itemSku).state;
  const loaded = detail.state?.status === 'loaded';
  const offer = benefit?.status === 'loaded' ? benefit.data : null;

  // Back from login: open the modal with the choice kept under the subscription add-to-cart key.
  const resumed = useRef(false);
  useEffect(() => {
    if (!user || !loaded || resumed.current || resumeActionOf(path)?.kind !== 'subscribe') return;
    resumed.current = true;
    navigate({ path: withoutResumeAction(path), replace: true, resetScroll: false });
    const pending = takePending(itemSku);
    if (pending) openModal({ id: 'subscription', payload: { itemSku, resumed: pending } });
  }, [itemSku, loaded, navigate, openModal, path, user]);

  return (
    <section
      aria-labelledby={headingId}
      data-onboarding={onboarding ? ('subscription' satisfies OnboardingTipId) : undefined}
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1), minHeight: 120 }}
    >
      <h3 id={headingId} css={{ fontSize: 16, margin: 0 }}>
        {t('pdp.subscription.title')}
      </h3>
      {offer && offer.discountPercent > 0 && <p css={{ margin: 0 }}>{t('pdp.subscription.discount', { percent: offer.discountPercent })}</p>}
      {offer && offer.shippingDiscount > 0 && (
        <p css={{ margin: 0 }}>
          {t('pdp.subscription.shipping', { amount: formatRupiah(offer.shippingDiscount), minimum: formatRupiah(MIN_PACKAGE_FOR_SHIPPING_DISCOUNT) })}
        </p>
      )}
      {offer?.notes.map((note, index) => (
        <p key={index} css={{ margin: 0, color: theme.color.muted, overflowWrap: 'anywhere' }}>
          {note}
        </p>
      ))}
      {loaded && detail.state?.data?.inCart && (
        <p css={{ margin: 0 }}>
          {t('pdp.subscription.inCartRow')} <HostLink to={subscriptionCartPath()}>{t('pdp.subscription.openCart')}</HostLink>
        </p>
      )}
      {detail.state?.status === 'failed' ? (
        <InlineAlert message={t('pdp.subscription.failed')} actionLabel={t('pdp.page.retry')} onAction={detail.retry} />
      ) : (
        <button
          type="button"
          disabled={!loaded}
          css={{ ...secondaryButton, alignSelf: 'flex-start' }}
          onClick={() => openModal({ id: 'subscription', payload: { itemSku } })}
        >
          {loaded ? t('pdp.subscription.open') : t('pdp.subscription.loading')}
        </button>
      )}
    </section>
  );
}
