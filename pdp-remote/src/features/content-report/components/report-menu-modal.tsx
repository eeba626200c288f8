// The report menu (spec §2 "report menu", §3 Other report's menu and options visibility): the first
// step of reporting the product, what is wrong with it, one entry per reason of the report content;
// an entry opens the report options (the content-report modal) with that reason chosen, and closing
// those brings the menu back (one modal at a time, the previous remembered). The content decides the
// steps: a hidden menu hands over to the options straight away, hidden options say reports are not
// taken now.
import { useEffect, useId } from 'react';
import { useSetAtom } from 'jotai';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { closeModalAtom, openModalAtom } from '../../../shared/modal/modal-atoms';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { contentReportMessages } from '../messages/content-report';
import { reportContentRequest } from '../state/report-content';

export default function ReportMenuModal({ payload, onClose }: { payload: ModalPayloads['report-menu']; onClose: () => void }) {
  const { t } = usePdpMessages(communityMessages);
  const menu = usePdpMessages(contentReportMessages);
  const { locale } = useMountProps();
  const openModal = useSetAtom(openModalAtom);
  const closeModal = useSetAtom(closeModalAtom);
  const { state, retry } = useKeyedRequest(reportContentRequest, 'report-product');
  const content = state?.status === 'loaded' ? state.data : null;
  const questionId = useId();
  const skipsMenu = content !== null && !content.menuVisible && content.optionsVisible;

  useEffect(() => {
    if (!skipsMenu) return;
    // The options take the menu's place: closing them returns to what was open before the menu.
    closeModal();
    openModal({ id: 'content-report', payload: { target: 'product', id: payload.id } });
  }, [closeModal, openModal, payload.id, skipsMenu]);

  return (
    <ModalFrame title={t('pdp.report.title.product')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      {state?.status === 'failed' && <InlineAlert message={t('pdp.report.reasonsFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {!content && state?.status !== 'failed' && <p aria-busy="true">{t('pdp.report.loading')}</p>}
      {content && !content.optionsVisible && (
        <p role="status" css={{ margin: 0 }}>
          {menu.t('pdp.reportMenu.closed')}
        </p>
      )}
      {content?.optionsVisible && content.menuVisible && (
        <div role="group" aria-labelledby={questionId} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
          <p id={questionId} css={{ margin: 0, fontWeight: 600 }}>
            {menu.t('pdp.reportMenu.question')}
          </p>
          {content.reasons.map((reason) => (
            <button
              key={reason.code}
              type="button"
              aria-haspopup="dialog"
              css={{ ...secondaryButton, textAlign: 'left' }}
              onClick={() => openModal({ id: 'content-report', payload: { target: 'product', id: payload.id, reason: reason.code } })}
            >
              {locale === 'en' ? reason.label.en : reason.label.id}
            </button>
          ))}
        </div>
      )}
    </ModalFrame>
  );
}
