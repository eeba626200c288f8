// The way to share the product (spec §1): a button that opens the share modal, a chunk of its own.
// Anyone may share; nothing is sent until the modal asks for a short link.
import { useModal } from '../../../shared/modal/use-modal';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { shareMessages } from '../../../shared/i18n/parts/share';
import { textButton } from '../../../shared/ui/buttons';

export function ShareButton({ name, price }: { name: string; price: number }) {
  const { t } = usePdpMessages(shareMessages);
  const { openModal } = useModal();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => openModal({ id: 'share', payload: { name, price } })}
      css={{ ...textButton, minHeight: 44, alignSelf: 'flex-start' }}
    >
      {t('pdp.share.open')}
    </button>
  );
}
