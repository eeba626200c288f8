// The return policy: free-return days, the reasons it covers, and the return methods in the
// shopper's language.
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { servicesMessages } from '../messages/services';
import { useMountProps } from '../../../shared/mount/mount-context';
import { theme } from '../../../shared/ui/theme';
import { useReturnPolicy } from '../hooks/use-return-policy';
import { returnReasonMessage } from './service-messages';

export function ReturnPolicy({ itemSku }: { itemSku: string }) {
  const { t } = usePdpMessages(servicesMessages);
  const { locale } = useMountProps();
  const state = useReturnPolicy(itemSku);
  const policy = state?.policy;
  if (!policy) return null;
  if (!policy.returnable) return <p css={{ margin: 0, color: theme.color.muted }}>{t('pdp.returnPolicy.notReturnable')}</p>;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <p css={{ margin: 0, fontWeight: 600 }}>{t('pdp.returnPolicy.freeReturn', { days: policy.freeReturnDays })}</p>
      {policy.reasons.length > 0 && (
        <p css={{ margin: 0, fontSize: 14, color: theme.color.muted }}>
          {t('pdp.returnPolicy.reasons', { reasons: policy.reasons.map((reason) => t(returnReasonMessage(reason))).join(', ') })}
        </p>
      )}
      {policy.methods.length > 0 && (
        <ul css={{ margin: 0, paddingLeft: theme.space(5), fontSize: 14 }}>
          {policy.methods.map((method) => (
            <li key={method}>{state.methodTexts[method]?.[locale] ?? state.methodTexts[method]?.id ?? method}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
