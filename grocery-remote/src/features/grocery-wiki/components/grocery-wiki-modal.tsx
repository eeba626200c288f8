// The grocery wiki modal (spec §2): what shopping grocery here means, in the shopper's language
// (Indonesian when the content has no English).
import { InlineAlert, ModalFrame, theme, useKeyedRequest, useMountProps } from '@pdp/pdp-remote/blocks';
import { useGroceryTranslator } from '../../../shared/i18n/grocery-catalogues';
import type { GroceryModalPayloads } from '../../../shared/modal/grocery-modal-payloads';
import { groceryWikiRequest } from '../state/grocery-wiki-atoms';

export default function GroceryWikiModal({ onClose }: { payload: GroceryModalPayloads['grocery.wiki']; onClose: () => void }) {
  const { t } = useGroceryTranslator();
  const { locale } = useMountProps();
  const { state, retry } = useKeyedRequest(groceryWikiRequest, 'wiki');
  const texts = state?.status === 'loaded' ? state.data : null;
  const wiki = texts?.[locale] ?? texts?.id ?? null;
  const failed = state?.status === 'failed' || (texts !== null && wiki === null);

  return (
    <ModalFrame title={wiki?.title ?? t('grocery.wiki.open')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      {(!state || state.status === 'loading') && <p role="status">{t('grocery.wiki.loading')}</p>}
      {failed && <InlineAlert message={t('grocery.wiki.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {wiki?.sections.map((section, index) => (
        <section key={`${index}:${section.heading}`} css={{ marginBottom: theme.space(3) }}>
          <h3 css={{ margin: `0 0 ${theme.space(1)}`, fontSize: 16 }}>{section.heading}</h3>
          <p css={{ margin: 0 }}>{section.body}</p>
        </section>
      ))}
    </ModalFrame>
  );
}
