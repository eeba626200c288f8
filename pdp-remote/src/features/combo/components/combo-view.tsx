// The combo of the item in the bottom sheet or on the combo list page: loading, failed (with a retry),
// none, or the picker with the ways to the combo list and the bundling catalog. Those two pages are
// retail's (spec §2 gives them no grocery route, and they add to the retail bag): a grocery combo is
// chosen and added here only.
import { bundlingCatalogPath } from '@pdp/host-contract/links';
import { storefrontOf } from '@pdp/host-contract/remotes';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { comboMessages } from '../messages/combo';
import { HostLink } from '../../../shared/ui/host-link';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { useCombo } from '../hooks/use-combo';
import { ComboPicker } from './combo-picker';

export function ComboView({ productId, comboListPath }: { productId: string; comboListPath: string | null }) {
  const { t } = usePdpMessages(comboMessages);
  const { state, retry } = useCombo(productId);
  const retail = storefrontOf(useMountProps().vendor) === 'RETAIL';
  if (state?.status === 'failed') return <InlineAlert message={t('pdp.combo.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  if (state?.status !== 'loaded') return <p aria-busy="true">{t('pdp.combo.loading')}</p>;
  const combo = state.data;
  if (!combo) return <p>{t('pdp.combo.none')}</p>;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      <p css={{ margin: 0, fontWeight: 600 }}>{combo.name}</p>
      <ComboPicker key={combo.comboId} combo={combo} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(4) }}>
        {retail && comboListPath && <HostLink to={comboListPath}>{t('pdp.combo.listPage')}</HostLink>}
        {retail && combo.bundlingCatalogId && <HostLink to={bundlingCatalogPath(combo.bundlingCatalogId)}>{t('pdp.combo.bundlingCatalog')}</HostLink>}
      </div>
    </div>
  );
}
