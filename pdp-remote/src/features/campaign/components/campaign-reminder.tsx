// Asking to be reminded of an upcoming flash sale (spec §4 campaign notify): the button, then the
// reminder on, or the failure; anonymous shoppers too (spec §6 does not list it among the members'
// actions). Shown in the campaign banner for
// an upcoming campaign only, so it is a chunk of its own, with its messages (parts/campaign.ts).
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { CampaignInfoDto } from '@pdp/backend-api/backend';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { campaignMessages } from '../messages/campaign';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { theme } from '../../../shared/ui/theme';
import { subscribeCampaign } from '../api/subscribe-campaign';

function CampaignReminder({ campaign, itemSku }: { campaign: CampaignInfoDto; itemSku: string }) {
  const { t } = usePdpMessages(campaignMessages);
  const client = useAtomValue(requireBackendClientAtom);
  const [reminder, setReminder] = useState<'idle' | 'saving' | 'on' | 'failed'>(campaign.notified ? 'on' : 'idle');

  const remind = async () => {
    setReminder('saving');
    try {
      await subscribeCampaign(client, itemSku, campaign.campaignId);
      setReminder('on');
    } catch {
      setReminder('failed');
    }
  };

  if (reminder === 'on') return <span role="status">✓ {t('pdp.campaign.reminderOn')}</span>;
  return (
    <>
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
      {reminder === 'failed' && (
        <p role="alert" css={{ flexBasis: '100%', margin: 0, color: theme.color.warning }}>
          {t('pdp.campaign.reminderFailed')}
        </p>
      )}
    </>
  );
}

/** The default export: what the campaign banner loads for an upcoming campaign. */
export default CampaignReminder;
