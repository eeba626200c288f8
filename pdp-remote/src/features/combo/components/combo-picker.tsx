// Choosing and buying a combo (spec §3 Combo, §4, §5, §8): the primary item, always in; each
// complementary item with a checkbox, chosen by default when available; the combo total and saving;
// and adding the chosen items with cart type COMBO to the storefront's bag (on grocery, the grocery
// bag from the shopper's store), each refusal in the catalogue's words. An anonymous shopper signs in
// and comes back to the same choices, and the add completes.
import { useMemo, useState } from 'react';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { useMountProps } from '../../../shared/mount/mount-context';
import { useCartFailure } from '../../../shared/cart/use-cart-failure';
import { useAddToBag } from '../../../shared/cart/use-add-to-bag';
import { AddWithStatus, type AddStatus } from '../../../shared/cart/add-with-status';
import { useFinishResumedAdd, useResumedAdd } from '../../../shared/cart/use-resumed-add';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { comboMessages } from '../messages/combo';
import { theme } from '../../../shared/ui/theme';
import { chosenItems, comboTotals, defaultSelection, selectionOf, toggled, type Combo } from '../model/combo';
import { outlinedBox, stackedList } from '../../../shared/ui/layout-styles';

export function ComboPicker({ combo }: { combo: Combo }) {
  const { t } = usePdpMessages(comboMessages);
  const { user, path, requestLogin } = useMountProps();
  const cartFailure = useCartFailure();
  const bag = useAddToBag();
  const resumed = useResumedAdd('combo');
  const [selection, setSelection] = useState(() => (resumed.skus ? selectionOf(combo, resumed.skus) : defaultSelection(combo)));
  const [status, setStatus] = useState<AddStatus>({ kind: 'idle' });
  const chosen = useMemo(() => chosenItems(combo, selection), [combo, selection]);
  const { total, saving } = comboTotals(chosen);
  const complements = chosen.filter((item) => !item.primary).map((item) => item.itemSku);
  const returnTo = resumed.returnPath(path, complements);

  const add = async () => {
    if (complements.length === 0) {
      setStatus({ kind: 'failed', message: t('pdp.combo.chooseFirst') });
      return;
    }
    if (!user) {
      requestLogin({ returnTo });
      return;
    }
    setStatus({ kind: 'adding' });
    try {
      // Spec §3 cart types: one of each chosen item, each delivered as the bag delivers.
      await bag.add({
        cartType: 'COMBO',
        comboId: combo.comboId,
        items: chosen.map((item) => ({ itemSku: item.itemSku, quantity: 1 as const, fulfillment: 'delivery' as const })),
      });
      setStatus({ kind: 'added' });
    } catch (error) {
      const message = cartFailure(error, returnTo);
      setStatus(message === null ? { kind: 'idle' } : { kind: 'failed', message });
    }
  };

  useFinishResumedAdd(resumed, add);

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), overflowWrap: 'anywhere' }}>
      <ul css={stackedList(2)}>
        {combo.items.map((item) => (
          <li key={item.itemSku} css={{ ...outlinedBox, display: 'flex', alignItems: 'center', gap: theme.space(2) }}>
            {item.imageUrl && <img src={item.imageUrl} alt="" width={48} height={48} css={{ objectFit: 'contain', flexShrink: 0 }} />}
            <label
              css={{
                flex: 1,
                minWidth: 0,
                display: 'flex',
                alignItems: 'center',
                gap: theme.space(2),
                minHeight: 44,
                cursor: item.primary || !item.available ? 'default' : 'pointer',
              }}
            >
              <input
                type="checkbox"
                checked={item.primary || (item.available && selection.has(item.itemSku))}
                disabled={item.primary || !item.available}
                onChange={() => {
                  setSelection((current) => toggled(current, item.itemSku));
                  setStatus({ kind: 'idle' });
                }}
                css={{ width: 20, height: 20, flexShrink: 0 }}
              />
              <span css={{ minWidth: 0 }}>
                <span css={{ display: 'block' }}>{item.name}</span>
                <span css={{ display: 'block', fontSize: 14, color: item.available ? theme.color.price : theme.color.muted }}>
                  {item.primary ? `${t('pdp.combo.primary')} · ` : ''}
                  {item.available
                    ? t('pdp.combo.prices', { combo: formatRupiah(item.price.combo), offered: formatRupiah(item.price.offered) })
                    : t('pdp.combo.unavailable')}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p css={{ margin: 0 }}>
        <strong>{t('pdp.combo.total', { total: formatRupiah(total) })}</strong>
        {saving > 0 && <span css={{ color: theme.color.success }}> · {t('pdp.combo.saving', { amount: formatRupiah(saving) })}</span>}
      </p>
      <AddWithStatus
        status={status}
        onAdd={add}
        labels={{ add: t('pdp.combo.add'), adding: t('pdp.combo.adding'), added: t('pdp.combo.added'), viewBag: t('pdp.combo.viewBag') }}
      />
    </div>
  );
}
