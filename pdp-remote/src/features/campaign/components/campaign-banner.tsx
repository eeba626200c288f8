// The campaign of the item: its tag, a countdown driven by server time (ticking each second), the
// notify-on state of an upcoming flash sale (the shopper asks to be reminded), and the ended state.
import { memo, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { CampaignInfoDto, CampaignTag } from '@pdp/shared-contracts';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { useMountProps } from '../../../shared/mount/mount-context';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { useServerNow } from '../../../shared/time/server-clock';
import { theme } from '../../../shared/ui/theme';
import { subscribeCampaign } from '../api/subscribe-campaign';
import { campaignPhase, countdown } from '../model/campaign-phase';
import { wrappingRow } from '../../../shared/ui/layout-styles';

const TAG_MESSAGES = {
  FLASH_SALE_CAMPAIGN: 'pdp.campaign.tag.FLASH_SALE_CAMPAIGN',
  EXCLUSIVE_CAMPAIGN: 'pdp.campaign.tag.EXCLUSIVE_CAMPAIGN',
  REGULAR_CAMPAIGN: 'pdp.campaign.tag.REGULAR_CAMPAIGN',
} as const satisfies Record<CampaignTag, string>;

export const CampaignBanner = memo(function CampaignBanner({ campaign, itemSku }: { campaign: CampaignInfoDto; itemSku: string }) {
  const { t } = usePdpTranslator();
  const { user, requestLogin, path } = useMountProps();
  const client = useAtomValue(requireBackendClientAtom);
  const now = useServerNow();
  // No time yet (server render, hydration): the tag and name only, the phase follows at once.
  const phase = now === null ? null : campaignPhase(campaign, now);
  const [reminder, setReminder] = useState<'idle' | 'saving' | 'on' | 'failed'>(campaign.notified ? 'on' : 'idle');
  const flashSale = campaign.tag === 'FLASH_SALE_CAMPAIGN';

  const remind = async () => {
    if (!user) {
      requestLogin({ returnTo: path });
      return;
    }
    setReminder('saving');
    try {
      await subscribeCampaign(client, itemSku, campaign.campaignId);
      setReminder('on');
    } catch {
      setReminder('failed');
    }
  };

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
        <span role="timer" aria-live="off">
          {t('pdp.campaign.endsIn', { time: countdown(Date.parse(campaign.endAt), now) })}
        </span>
      )}
      {phase === 'upcoming' && now !== null && (
        <span role="timer" aria-live="off">
          {t('pdp.campaign.startsIn', { time: countdown(Date.parse(campaign.startAt), now) })}
        </span>
      )}
      {phase === 'ended' && <span role="status">{t(flashSale ? 'pdp.campaign.flashSaleEnded' : 'pdp.campaign.ended')}</span>}
      {phase === 'upcoming' && flashSale && reminder !== 'on' && (
        <button
          type="button"
          onClick={remind}
          disabled={reminder === 'saving'}
          css={{
            minHeight: 44,
            padding: `0 ${theme.space(4)}`,
            borderRadius: theme.radius,
            border: 0,
            background: theme.color.price,
            color: theme.color.onFill,
            font: 'inherit',
            fontWeight: 600,
            cursor: 'pointer',
            '&:focus-visible': theme.focusRing,
          }}
        >
          {t('pdp.campaign.remindMe')}
        </button>
      )}
      {phase === 'upcoming' && reminder === 'on' && <span role="status">✓ {t('pdp.campaign.reminderOn')}</span>}
      {reminder === 'failed' && (
        <p role="alert" css={{ flexBasis: '100%', margin: 0, color: theme.color.warning }}>
          {t('pdp.campaign.reminderFailed')}
        </p>
      )}
    </section>
  );
});
