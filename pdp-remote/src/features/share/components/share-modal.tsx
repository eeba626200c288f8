// The share modal (spec §1, §2 modals, §9): the share text, a QR code and a short link, each carrying
// the share's campaign tracking and `share_link`, with copy link and, where the browser has one, the
// system share sheet. While the short link is made, and if it cannot be, the full tracked address is
// what the shopper shares; the QR code never waits for it.
import { useId, useState } from 'react';
import { sharedProductUrl } from '@pdp/backend-api/share';
import { formatRupiah } from '@pdp/host-contract/price-format';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { shareMessages } from '../../../shared/i18n/parts/share';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { primaryButton, secondaryButton } from '../../../shared/ui/buttons';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { getShareLink } from '../api/share-link';
import { qrPathOf } from '../model/qr-code';

const shareLinkRequest = keyedRequest(
  (url: string) => url,
  (client, url, signal) => getShareLink(client, url, signal),
);

type Copy = 'idle' | 'copied' | 'failed';

const field = {
  width: '100%',
  boxSizing: 'border-box',
  padding: theme.space(2),
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius,
  font: 'inherit',
} as const;

function QrCode({ url, label }: { url: string; label: string }) {
  const { size, d } = qrPathOf(url);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      shapeRendering="crispEdges"
      css={{ alignSelf: 'center', background: '#fff' }}
    >
      <path d={d} fill="#000" />
    </svg>
  );
}

export default function ShareModal({ payload, onClose }: { payload: ModalPayloads['share']; onClose: () => void }) {
  const { t } = usePdpMessages(shareMessages);
  const { path, brand } = useMountProps();
  const linkId = useId();
  const textId = useId();
  const [copy, setCopy] = useState<Copy>('idle');
  // A modal opens in the browser only: the address is this page's own.
  const origin = window.location.origin;
  const fullLink = sharedProductUrl(origin, path, 'link');
  const { state, retry } = useKeyedRequest(shareLinkRequest, fullLink);
  const link = (state?.status === 'loaded' ? state.data : null) ?? fullLink;
  const text = t('pdp.share.text', { name: payload.name, price: formatRupiah(payload.price), brand, link });
  const canShare = typeof navigator.share === 'function';

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const shareWithApp = () => {
    // The shopper closing the sheet rejects the promise: nothing to say.
    navigator.share({ title: payload.name, text, url: link }).catch(() => undefined);
  };

  return (
    <ModalFrame title={t('pdp.share.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), overflowWrap: 'anywhere', minWidth: 0 }}>
        <QrCode url={sharedProductUrl(origin, path, 'qr')} label={t('pdp.share.qr', { name: payload.name })} />
        <p css={{ margin: 0, textAlign: 'center', color: theme.color.muted, fontSize: 14 }}>{t('pdp.share.qrHint')}</p>
        <label htmlFor={linkId} css={{ fontWeight: 600 }}>
          {t('pdp.share.linkLabel')}
        </label>
        <input id={linkId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} css={field} />
        {state?.status === 'loading' && (
          <p role="status" css={{ margin: 0, color: theme.color.muted, fontSize: 14 }}>
            {t('pdp.share.linkLoading')}
          </p>
        )}
        {state?.status === 'failed' && <InlineAlert message={t('pdp.share.linkFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
        <label htmlFor={textId} css={{ fontWeight: 600 }}>
          {t('pdp.share.textLabel')}
        </label>
        <textarea id={textId} readOnly value={text} rows={3} css={{ ...field, resize: 'vertical' }} />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
          <button type="button" css={primaryButton} onClick={() => void copyLink()}>
            {t('pdp.share.copy')}
          </button>
          {canShare && (
            <button type="button" css={secondaryButton} onClick={shareWithApp}>
              {t('pdp.share.system')}
            </button>
          )}
        </div>
        <p role="status" css={{ margin: 0, minHeight: '1.5em', color: copy === 'failed' ? theme.color.warning : theme.color.text }}>
          {copy === 'copied' && t('pdp.share.copied')}
          {copy === 'failed' && t('pdp.share.copyFailed')}
        </p>
      </div>
    </ModalFrame>
  );
}
