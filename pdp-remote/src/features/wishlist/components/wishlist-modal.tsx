// The wishlist detail modal (spec §2 modals, §3 Wishlist, §5): the shopper's albums, each ticked when
// it holds the product (ticking adds it, unticking deletes that item), a new album made under the
// name rule (letters, digits, hyphen and space) and the product saved in it, and removing the product
// from every album at once (the bulk delete). A failed call says so and keeps what the shopper chose
// and typed; the ticks show what the backend holds. Failed albums are reset to empty, with a retry.
import { useId, useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { WISHLIST_GROUP_NAME_MAX_LENGTH, isValidWishlistGroupName } from '@pdp/backend-api/wishlist';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { wishlistMessages } from '../../../shared/i18n/parts/wishlist';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { ApiError } from '../../../shared/http/api-error';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { primaryButton, secondaryButton } from '../../../shared/ui/buttons';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { addToGroup, createGroup, deleteItems } from '../api/wishlist-api';
import type { ProductGroups } from '../model/wishlist';
import { productGroupsChangedAtom, productGroupsRequest, wishlistGroupsRequest } from '../state/wishlist-requests';

type Notice = { kind: 'failed' | 'invalid' | 'done'; text: string } | null;

const field = {
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 44,
  padding: theme.space(2),
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius,
  font: 'inherit',
} as const;

export default function WishlistModal({ payload, onClose }: { payload: ModalPayloads['wishlist']; onClose: () => void }) {
  const { t } = usePdpMessages(wishlistMessages);
  const { user, path, requestLogin } = useMountProps();
  const client = useAtomValue(requireBackendClientAtom);
  const userId = user?.id ?? '';
  const input = { productId: payload.productId, userId };
  const groups = useKeyedRequest(wishlistGroupsRequest, userId ? userId : null);
  const product = useKeyedRequest(productGroupsRequest, userId ? input : null);
  const changed = useSetAtom(productGroupsChangedAtom);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // An album made whose save then failed: saving again under its name saves there, making no second.
  const [madeUnfilled, setMadeUnfilled] = useState<{ name: string; id: string } | null>(null);
  const nameId = useId();
  const hintId = useId();
  const noticeId = useId();

  const items = product.state?.status === 'loaded' ? (product.state.data?.items ?? []) : [];
  const itemOf = (groupId: string) => items.find((item) => item.groupId === groupId);
  // The albums stay on screen while their counts are read again after a write (the read keeps its last
  // answer), so the box the shopper ticked keeps focus.
  const albums = groups.state?.data ?? null;
  const loaded = albums !== null && product.state?.status === 'loaded';
  const failed = groups.state?.status === 'failed' || product.state?.status === 'failed';

  /** Runs a write; its answer becomes the product's albums (and the album counts are read again). */
  const write = async (run: () => Promise<ProductGroups>, done?: string) => {
    setBusy(true);
    setNotice(null);
    try {
      changed(input, await run());
      groups.retry();
      if (done) setNotice({ kind: 'done', text: done });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) requestLogin({ returnTo: path });
      else if (error instanceof ApiError && error.code === 'INVALID_GROUP_NAME') setNotice({ kind: 'invalid', text: t('pdp.wishlist.invalidName') });
      else
        setNotice({ kind: 'failed', text: error instanceof ApiError ? (error.firstFieldError('name') ?? t('pdp.wishlist.failed')) : t('pdp.wishlist.failed') });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggle = (groupId: string) => {
    const item = itemOf(groupId);
    void write(() => (item ? deleteItems(client, payload.productId, [item.itemId]) : addToGroup(client, payload.productId, groupId)));
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidWishlistGroupName(name)) {
      setNotice({ kind: 'invalid', text: t('pdp.wishlist.invalidName') });
      return;
    }
    const trimmed = name.trim();
    let madeNow: string | undefined;
    const saved = await write(
      async () => {
        const groupId = madeUnfilled?.name === trimmed ? madeUnfilled.id : (madeNow = await createGroup(client, trimmed));
        return addToGroup(client, payload.productId, groupId);
      },
      t('pdp.wishlist.created', { name: trimmed }),
    );
    if (saved) {
      setName('');
      setMadeUnfilled(null);
    } else if (madeNow) {
      // The album exists now, empty: the list shows it, and the name typed stays for another try.
      setMadeUnfilled({ name: trimmed, id: madeNow });
      groups.retry();
    }
  };

  const retry = () => {
    if (groups.state?.status === 'failed') groups.retry();
    if (product.state?.status === 'failed') product.retry();
  };

  return (
    <ModalFrame title={t('pdp.wishlist.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), overflowWrap: 'anywhere', minWidth: 0 }}>
        {failed && <InlineAlert message={t('pdp.wishlist.loadFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
        {!failed && !loaded && (
          <p role="status" css={{ margin: 0, color: theme.color.muted }}>
            {t('pdp.wishlist.loading')}
          </p>
        )}
        {loaded && (
          <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(1), minWidth: 0 }}>
            <legend css={{ fontWeight: 600, padding: 0, marginBottom: theme.space(1) }}>{t('pdp.wishlist.albums')}</legend>
            <p css={{ margin: 0, color: theme.color.muted, fontSize: 14 }}>{t('pdp.wishlist.inAlbums', { count: items.length })}</p>
            {albums.length === 0 && <p css={{ margin: 0 }}>{t('pdp.wishlist.noAlbums')}</p>}
            {albums.map((group) => (
              <label key={group.id} css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), minHeight: 44, minWidth: 0 }}>
                <input
                  type="checkbox"
                  checked={Boolean(itemOf(group.id))}
                  disabled={busy}
                  onChange={() => toggle(group.id)}
                  css={{ width: 20, height: 20, flex: 'none' }}
                />
                <span css={{ minWidth: 0 }}>{t('pdp.wishlist.album', { name: group.name, count: group.itemCount })}</span>
              </label>
            ))}
          </fieldset>
        )}
        {loaded && (
          <form onSubmit={(event) => void create(event)} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
            <label htmlFor={nameId} css={{ fontWeight: 600 }}>
              {t('pdp.wishlist.newAlbum')}
            </label>
            <input
              id={nameId}
              value={name}
              maxLength={WISHLIST_GROUP_NAME_MAX_LENGTH}
              aria-describedby={`${hintId} ${noticeId}`}
              aria-invalid={notice?.kind === 'invalid'}
              onChange={(event) => setName(event.currentTarget.value)}
              css={field}
            />
            <span id={hintId} css={{ color: theme.color.muted, fontSize: 14 }}>
              {t('pdp.wishlist.newAlbumHint', { max: WISHLIST_GROUP_NAME_MAX_LENGTH })}
            </span>
            <button type="submit" disabled={busy} css={{ ...secondaryButton, alignSelf: 'flex-start' }}>
              {t('pdp.wishlist.create')}
            </button>
          </form>
        )}
        <p
          id={noticeId}
          role={notice && notice.kind !== 'done' ? 'alert' : 'status'}
          css={{ margin: 0, minHeight: '1.5em', color: notice && notice.kind !== 'done' ? theme.color.warning : theme.color.text }}
        >
          {notice?.text}
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), justifyContent: 'flex-end' }}>
          {items.length > 0 && (
            <button
              type="button"
              disabled={busy}
              css={secondaryButton}
              onClick={() =>
                void write(
                  () =>
                    deleteItems(
                      client,
                      payload.productId,
                      items.map((item) => item.itemId),
                    ),
                  t('pdp.wishlist.removed'),
                )
              }
            >
              {t('pdp.wishlist.removeAll')}
            </button>
          )}
          <button type="button" css={primaryButton} onClick={onClose}>
            {t('pdp.wishlist.done')}
          </button>
        </div>
      </div>
    </ModalFrame>
  );
}
