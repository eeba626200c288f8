// Who sells the product: the store's name (a link to its page, or its anchor page), whether the platform itself sells it, following the store
// (spec §4 Merchant follow/unfollow, §6: members only), and reporting the product (spec §5, the report
// modal), and chatting (the seller, a pharmacist or customer care: seller-chat.tsx). The followed flag
// is read for the shopper and flips only when the backend confirms; a flag that could not be read
// shows as not followed (following is harmless when already followed). An anonymous shopper signs in
// and comes back to the seller, where the follow or the report completes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useModal } from '../../../shared/modal/use-modal';
import { useAtomValue } from 'jotai';
import type { MerchantDto } from '@pdp/backend-api/backend';
import type { ProductType } from '@pdp/backend-api/enums';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { useMountProps } from '../../../shared/mount/mount-context';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { ApiError } from '../../../shared/http/api-error';
import { resumeActionOf, withResumeAction, withoutResumeAction } from '../../../shared/mount/resume-action';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { secondaryButton, textButton } from '../../../shared/ui/buttons';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';
import { getFollowed, setFollowed } from '../api/merchant-favorites';
import { chatOptionOf, type ChatConfig } from '../model/chat-option';
import { SellerChat } from './seller-chat';
import { OfflineMerchants } from './offline-merchants';
import { StoreRating } from './store-rating';

const followedRequest = keyedRequest(
  ({ merchantCode, userId }: { merchantCode: string; userId: string }) => `${merchantCode}|${userId}`,
  (client, { merchantCode }, signal) => getFollowed(client, merchantCode, signal),
);

function FollowButton({ merchantCode }: { merchantCode: string }) {
  const { t } = usePdpMessages(detailsMessages);
  const { user, path, requestLogin, navigate } = useMountProps();
  const client = useAtomValue(requireBackendClientAtom);
  // An anonymous shopper follows no one; a member's flag is read (and read again for another member).
  const { state } = useKeyedRequest(followedRequest, user ? { merchantCode, userId: user.id } : null);
  const [changed, setChanged] = useState<{ userId: string; followed: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const followed = (changed && changed.userId === user?.id ? changed.followed : null) ?? (state?.status === 'loaded' && state.data === true);

  const toggle = useCallback(
    async (follow: boolean) => {
      if (!user) return requestLogin({ returnTo: withResumeAction(path, { kind: 'follow' }) });
      setSending(true);
      setFailed(false);
      try {
        setChanged({ userId: user.id, followed: await setFollowed(client, merchantCode, follow) });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) requestLogin({ returnTo: withResumeAction(path, { kind: 'follow' }) });
        else setFailed(true);
      } finally {
        setSending(false);
      }
      return undefined;
    },
    [client, merchantCode, path, requestLogin, user],
  );

  // Back from login: follow once the flag is known, then take the action out of the address.
  const resumed = useRef(false);
  const known = state?.status === 'loaded' || state?.status === 'failed';
  useEffect(() => {
    if (!user || !known || resumed.current || resumeActionOf(path)?.kind !== 'follow') return;
    resumed.current = true;
    navigate({ path: withoutResumeAction(path), replace: true, resetScroll: false });
    if (!followed) void toggle(true);
  }, [followed, known, navigate, path, toggle, user]);

  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), marginLeft: 'auto' }}>
      {failed && (
        <span role="alert" css={{ color: theme.color.warning, fontSize: 14 }}>
          {t('pdp.seller.followFailed')}
        </span>
      )}
      <button type="button" aria-pressed={followed} disabled={sending} onClick={() => toggle(!followed)} css={{ ...secondaryButton, minHeight: 44 }}>
        {t(followed ? 'pdp.seller.following' : 'pdp.seller.follow')}
      </button>
    </div>
  );
}

/** Opens the product report for a member, or sends an anonymous shopper to sign in and back. */
export function useReportProduct(productId: string): () => void {
  const { user, path, requestLogin } = useMountProps();
  const { openModal } = useModal();
  return useCallback(() => {
    if (!user) requestLogin({ returnTo: withResumeAction(path, { kind: 'report', target: 'product', id: productId }) });
    else openModal({ id: 'report-menu', payload: { id: productId } });
  }, [openModal, path, productId, requestLogin, user]);
}

function ReportProduct({ productId }: { productId: string }) {
  const { t } = usePdpMessages(detailsMessages);
  const { user, path, navigate } = useMountProps();
  const report = useReportProduct(productId);

  // Back from login with the report to finish: open it, once, and take the action out of the address.
  const resumed = useRef(false);
  useEffect(() => {
    const action = user && !resumed.current ? resumeActionOf(path) : null;
    if (action?.kind !== 'report' || action.target !== 'product') return;
    resumed.current = true;
    navigate({ path: withoutResumeAction(path), replace: true, resetScroll: false });
    report();
  }, [navigate, path, report, user]);

  return (
    <p css={{ margin: 0, color: theme.color.muted }}>
      {t('pdp.seller.reportPrompt')}{' '}
      <button type="button" aria-haspopup="dialog" onClick={report} css={{ ...textButton, minHeight: 44 }}>
        {t('pdp.seller.report')}
      </button>
    </p>
  );
}

export interface SellerCardProps {
  merchant: MerchantDto;
  platformSeller: boolean;
  /** The item shown: what a product report is about. */
  productId: string;
  /** The product's tags (a MEDICAL product may go to a pharmacist; an OFFLINE one lists its stores). */
  tags: readonly string[];
  /** The product's type, which the offline stores are asked by. */
  type: ProductType;
  /** The chat keys of the product config; null while it loads (no chat offered yet). */
  chatConfig: ChatConfig | null;
}

export function SellerCard({ merchant, platformSeller, productId, tags, type, chatConfig }: SellerCardProps) {
  const chat = chatConfig ? chatOptionOf(merchant, tags, chatConfig) : null;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      <SellerRow merchant={merchant} platformSeller={platformSeller} />
      {merchant.code && <StoreRating merchantCode={merchant.code} />}
      <StoreDetails merchant={merchant} />
      {chat && chatConfig && (
        <div>
          <SellerChat option={chat} merchant={merchant} config={chatConfig} />
        </div>
      )}
      {tags.includes('OFFLINE') && <OfflineMerchants productId={productId} type={type} />}
      <ReportProduct productId={productId} />
    </div>
  );
}

/**
 * The store's name leads to its page (spec §3 Merchant url): a host route the host navigates to, or,
 * when the address holds `/anchor/` (an anchor page) or is another site's, a page the browser loads.
 */
function StoreLink({ url, children }: { url: string; children: string }) {
  if (!url) return <>{children}</>;
  if (url.includes('/anchor/') || !url.startsWith('/') || url.startsWith('//')) return <a href={url}>{children}</a>;
  return <HostLink to={url}>{children}</HostLink>;
}

/** Where the store ships from (the most consolidated first), its note on that, and its pickup hours (spec §3 Merchant). */
function StoreDetails({ merchant }: { merchant: MerchantDto }) {
  const { t } = usePdpMessages(detailsMessages);
  const places = (merchant.warehouseLocations ?? []).map((location) => location.label).join(', ');
  const rows = [
    { label: t('pdp.seller.warehouses'), value: places, note: merchant.warehouseInfo },
    { label: t('pdp.seller.pickupHours'), value: merchant.pickupHours },
  ].filter((row) => row.value || row.note);
  if (rows.length === 0) return null;
  return (
    <dl css={{ margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2), overflowWrap: 'anywhere', minWidth: 0 }}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt css={{ color: theme.color.muted, fontSize: 14 }}>{row.label}</dt>
          {row.value && <dd css={{ margin: 0 }}>{row.value}</dd>}
          {row.note && <dd css={{ margin: 0, color: theme.color.muted, fontSize: 14 }}>{row.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

function SellerRow({ merchant, platformSeller }: Pick<SellerCardProps, 'merchant' | 'platformSeller'>) {
  const { t } = usePdpMessages(detailsMessages);
  const { brand } = useMountProps();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3), flexWrap: 'wrap' }}>
      <span
        aria-hidden="true"
        css={{ width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', background: theme.color.subtle, fontWeight: 700 }}
      >
        {merchant.name.slice(0, 1).toUpperCase()}
      </span>
      <div css={{ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' }}>
        <span css={{ color: theme.color.muted, fontSize: 14 }}>{t('pdp.seller.soldBy')}</span>
        <strong>
          <StoreLink url={merchant.url}>{merchant.name}</StoreLink>
        </strong>
      </div>
      {platformSeller && (
        <span css={{ padding: '2px 10px', borderRadius: 12, background: theme.color.accentBg, color: theme.color.accent, fontSize: 13, fontWeight: 600 }}>
          {t('pdp.seller.platformBadge', { brand })}
        </span>
      )}
      {merchant.code && <FollowButton merchantCode={merchant.code} />}
    </div>
  );
}
