// Asking for a quote in the service section (spec §1, §2) for an item sold in quantity (tagged
// WHOLESALE): the seller's terms (the quantities, the reply time, their note) and the way to the
// ask-for-quote modal. An item whose seller takes no quotes (null, or a 404) shows nothing; a failure says so with
// a retry, which shows nothing more if the seller takes none. Once asked, the row names the request.
import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { useModal } from '../../../shared/modal/use-modal';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { quoteMessages } from '../messages/quote';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { secondaryButton } from '../../../shared/ui/buttons';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { quoteTermsRequest, sentQuotesAtom } from '../state/quote-atoms';

export function QuoteRow({ itemSku }: { itemSku: string }) {
  const { t } = usePdpMessages(quoteMessages);
  const { openModal } = useModal();
  const headingId = useId();
  const { state, retry } = useKeyedRequest(quoteTermsRequest, itemSku);
  const sent = useAtomValue(sentQuotesAtom)[itemSku];
  if (state?.status === 'failed' && state.error?.status !== 404) {
    return <InlineAlert message={t('pdp.quote.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  }
  const terms = state?.status === 'loaded' ? state.data : null;
  if (!terms) return null;
  return (
    <section aria-labelledby={headingId} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <h3 id={headingId} css={{ fontSize: 16, margin: 0 }}>
        {t('pdp.quote.title')}
      </h3>
      <p css={{ margin: 0 }}>{t('pdp.quote.terms', { min: String(terms.minQuantity), max: String(terms.maxQuantity), hours: terms.replyWithinHours })}</p>
      {terms.sellerNote && <p css={{ margin: 0, color: theme.color.muted, overflowWrap: 'anywhere' }}>{terms.sellerNote}</p>}
      {sent && (
        <p role="status" css={{ margin: 0 }}>
          {t('pdp.quote.sentRow', { quoteId: sent.quoteId })}
        </p>
      )}
      <button type="button" css={{ ...secondaryButton, alignSelf: 'flex-start' }} onClick={() => openModal({ id: 'quote', payload: { itemSku } })}>
        {t('pdp.quote.open')}
      </button>
    </section>
  );
}
