// The campaign of the item: its tag, a countdown driven by server time (ticking each second while it
// is on screen), the notify-on state of an upcoming flash sale (the shopper asks to be
// reminded: campaign-reminder.tsx, a chunk loaded for an upcoming campaign only), and the ended state.
import { lazy, memo, Suspense } from 'react';
import type { CampaignInfoDto } from '@pdp/backend-api/backend';
import type { CampaignTag } from '@pdp/backend-api/enums';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { useServerNow } from '../../../shared/time/server-clock';
import { theme } from '../../../shared/ui/theme';
import { campaignPhase, countdown } from '../model/campaign-phase';
import { wrappingRow } from '../../../shared/ui/layout-styles';

const CampaignReminder = lazy(() => import('./campaign-reminder'));

const TAG_MESSAGES = {
  FLASH_SALE_CAMPAIGN: 'pdp.campaign.tag.FLASH_SALE_CAMPAIGN',
  EXCLUSIVE_CAMPAIGN: 'pdp.campaign.tag.EXCLUSIVE_CAMPAIGN',
  REGULAR_CAMPAIGN: 'pdp.campaign.tag.REGULAR_CAMPAIGN',
} as const satisfies Record<CampaignTag, string>;

export const CampaignBanner = memo(function CampaignBanner({ campaign, itemSku }: { campaign: CampaignInfoDto; itemSku: string }) {
  const { t } = usePdpTranslator();
  // The clock ticks while the countdown's element is on screen, and moves at the campaign's next
  // moment even unseen: the reminder and the ended state change with the phase, and may be in view.
  const [now, showsTime] = useServerNow([Date.parse(campaign.startAt), Date.parse(campaign.endAt)]);
  // No time yet (server render, hydration): the tag and name only, the phase follows right after.
  const phase = now === null ? null : campaignPhase(campaign, now);
  const flashSale = campaign.tag === 'FLASH_SALE_CAMPAIGN';

  return (
    <section
      aria-label={t(TAG_MESSAGES[campaign.tag])}
      data-campaign-phase={phase ?? undefined}
      // The countdown and the reminder button arrive with the server's time, after the first paint:
      // the banner is as tall as the button from the start.
      css={{
        ...wrappingRow,
        minHeight: 68,
        background: flashSale ? theme.color.priceBg : theme.color.accentBg,
      }}
    >
      <strong css={{ color: flashSale ? theme.color.price : theme.color.accent }}>{t(TAG_MESSAGES[campaign.tag])}</strong>
      <span>{campaign.name}</span>
      <span css={{ flex: 1 }} />
      {phase === 'ongoing' && now !== null && (
        <span ref={showsTime} role="timer" aria-live="off">
          {t('pdp.campaign.endsIn', { time: countdown(Date.parse(campaign.endAt), now) })}
        </span>
      )}
      {phase === 'upcoming' && now !== null && (
        <span ref={showsTime} role="timer" aria-live="off">
          {t('pdp.campaign.startsIn', { time: countdown(Date.parse(campaign.startAt), now) })}
        </span>
      )}
      {phase === 'ended' && <span role="status">{t(flashSale ? 'pdp.campaign.flashSaleEnded' : 'pdp.campaign.ended')}</span>}
      {/* Asking to be reminded (an upcoming flash sale, or a campaign already asked for): a chunk loaded for one. */}
      {phase === 'upcoming' && (flashSale || campaign.notified) && (
        <Suspense fallback={null}>
          <CampaignReminder campaign={campaign} itemSku={itemSku} />
        </Suspense>
      )}
    </section>
  );
});
