// The onboarding tips (spec §2): one at a time, in the spec's order, each beside the element it is
// about (its feature marks it with `data-onboarding`: shared/onboarding) while that element is half
// in view. Closed (its button or Escape), a tip is stored as closed and never shown again, and focus
// in it goes back to the element. A tip floats over the page in a layer of its own: it moves nothing,
// blocks nothing, and the page stays usable around it. Each page loads this chunk with its shipping
// section, where buy now is (onboarding-layer.tsx): on a phone, as the shopper scrolls toward buying.
import { useCallback, useEffect, useId, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { IMPRESSION_THRESHOLD } from '@pdp/host-contract/analytics';
import { ONBOARDING_ATTRIBUTE, type OnboardingTipId } from '../../../shared/onboarding/onboarding-anchor';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { onboardingMessages } from '../messages/onboarding';
import type { OnboardingMessageId } from '../messages/onboarding.messages.id';
import { primaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { closeTip, nextTip, ONBOARDING_ORDER, readClosedTips } from '../model/onboarding-queue';

type Steps = readonly [OnboardingMessageId, ...OnboardingMessageId[]];

/** Each tip's steps, in order: one for most, two for subscription (spec §2). */
const TIP_TEXT: Record<OnboardingTipId, Steps> = {
  'single-checkout': ['pdp.onboarding.singleCheckout'],
  'promo-highlight': ['pdp.onboarding.promoHighlight'],
  'trade-in-highlight': ['pdp.onboarding.tradeInHighlight'],
  'shipping-card': ['pdp.onboarding.shippingCard'],
  'seller-chat': ['pdp.onboarding.sellerChat'],
  subscription: ['pdp.onboarding.subscriptionHow', 'pdp.onboarding.subscriptionSave'],
  'add-ons': ['pdp.onboarding.addOns'],
};

const GAP = 8;
const TIP_WIDTH = 320;
/** Marks the tip's layer, to tell whether focus is in it. */
const TIP_ATTRIBUTE = 'data-onboarding-tip';

const FOCUSABLE = 'a[href], button';

/** What a tip is about: its mark when that is a link or a button, else the first one inside the mark. */
const targetOf = (mark: Element): Element => (mark.matches(FOCUSABLE) ? mark : (mark.querySelector(FOCUSABLE) ?? mark));

const isTipId = (value: string | null): value is OnboardingTipId => ONBOARDING_ORDER.includes(value as OnboardingTipId);

/** The marked elements half in view, by tip; kept up to date as sections load, change and scroll. */
function useMarksInView(): ReadonlyMap<OnboardingTipId, Element> {
  const [inView, setInView] = useState<ReadonlyMap<OnboardingTipId, Element>>(new Map());
  useEffect(() => {
    const visible = new Set<Element>();
    const watched = new Set<Element>();
    const publish = () => {
      const next = new Map<OnboardingTipId, Element>();
      for (const element of visible) {
        const id = element.getAttribute(ONBOARDING_ATTRIBUTE);
        if (element.isConnected && isTipId(id) && !next.has(id)) next.set(id, element);
      }
      setInView(next);
    };
    // Without an IntersectionObserver (tests, old browsers) every mark counts as in view.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                if (entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_THRESHOLD) visible.add(entry.target);
                else visible.delete(entry.target);
              }
              publish();
            },
            { threshold: IMPRESSION_THRESHOLD },
          );
    const scan = () => {
      const marks = new Set(document.querySelectorAll(`[${ONBOARDING_ATTRIBUTE}]`));
      for (const element of watched) {
        if (marks.has(element)) continue;
        watched.delete(element);
        visible.delete(element);
        observer?.unobserve(element);
      }
      for (const element of marks) {
        if (watched.has(element)) continue;
        watched.add(element);
        if (observer) observer.observe(element);
        else visible.add(element);
      }
      publish();
    };
    scan();
    const mutations = new MutationObserver(scan);
    mutations.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: [ONBOARDING_ATTRIBUTE] });
    return () => {
      mutations.disconnect();
      observer?.disconnect();
    };
  }, []);
  return inView;
}

/** Below the element in the page's coordinates, kept there when the page's layout or the window changes. */
function usePlacement(anchor: Element): { top: number; left: number } {
  const [placement, setPlacement] = useState({ top: 0, left: 0 });
  useLayoutEffect(() => {
    const place = () => {
      const box = anchor.getBoundingClientRect();
      const width = Math.min(TIP_WIDTH, document.documentElement.clientWidth - 2 * GAP);
      const left = Math.max(GAP, Math.min(box.left, document.documentElement.clientWidth - width - GAP));
      setPlacement({ top: box.bottom + window.scrollY + GAP, left: left + window.scrollX });
    };
    place();
    window.addEventListener('resize', place);
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    resizes?.observe(document.body);
    return () => {
      window.removeEventListener('resize', place);
      resizes?.disconnect();
    };
  }, [anchor]);
  return placement;
}

function Tip({ id, steps, anchor, onClose }: { id: OnboardingTipId; steps: Steps; anchor: Element; onClose: () => void }) {
  const { t } = usePdpMessages(onboardingMessages);
  const textId = useId();
  // A tip of several steps goes through them with its button, which closes it on the last.
  const [step, setStep] = useState(0);
  const last = step === steps.length - 1;
  const { top, left } = usePlacement(anchor);
  // The element it is about is described by it, for a screen reader on that element.
  useEffect(() => {
    anchor.setAttribute('aria-describedby', textId);
    return () => anchor.removeAttribute('aria-describedby');
  }, [anchor, textId]);
  return (
    <div
      role="note"
      aria-label={t('pdp.onboarding.label')}
      {...{ [TIP_ATTRIBUTE]: id }}
      css={{
        position: 'absolute',
        top,
        left,
        zIndex: 20,
        width: `min(${TIP_WIDTH}px, calc(100vw - ${2 * GAP}px))`,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: theme.space(2),
        padding: theme.space(3),
        borderRadius: theme.radius,
        background: theme.color.toastBg,
        color: theme.color.onFill,
        boxShadow: '0 4px 16px rgba(0, 0, 0, 0.25)',
        overflowWrap: 'anywhere',
      }}
    >
      <p id={textId} aria-live={steps.length > 1 ? 'polite' : undefined} css={{ margin: 0 }}>
        {t(steps[step] ?? steps[0])}
      </p>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', alignSelf: 'stretch', gap: theme.space(2) }}>
        {steps.length > 1 && <span>{t('pdp.onboarding.step', { step: step + 1, total: steps.length })}</span>}
        <button type="button" css={{ ...primaryButton, minHeight: 44, marginLeft: 'auto' }} onClick={last ? onClose : () => setStep((current) => current + 1)}>
          {t(last ? 'pdp.onboarding.close' : 'pdp.onboarding.next')}
        </button>
      </div>
    </div>
  );
}

export default function OnboardingTips() {
  const inView = useMarksInView();
  const [closed, setClosed] = useState(readClosedTips);
  const active = nextTip(new Set(inView.keys()), closed);
  const mark = active ? inView.get(active) : undefined;
  const anchor = mark && targetOf(mark);

  const close = useCallback(() => {
    if (!active) return;
    // Focus in the tip (its button) goes back to the element it was about; focus elsewhere stays.
    const focusInTip = Boolean(document.activeElement?.closest(`[${TIP_ATTRIBUTE}]`));
    closeTip(active);
    setClosed(readClosedTips());
    if (focusInTip && anchor instanceof HTMLElement) anchor.focus({ preventScroll: true });
  }, [active, anchor]);

  // Escape closes the tip, unless a modal is open (Escape is the modal's then).
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[aria-modal="true"]')) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, close]);

  if (!active || !anchor) return null;
  return createPortal(<Tip key={active} id={active} steps={TIP_TEXT[active]} anchor={anchor} onClose={close} />, document.body);
}
