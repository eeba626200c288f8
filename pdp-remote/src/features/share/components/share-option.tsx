// Sharing in the more-options sheet (spec §2): opens the share modal in the sheet's place.
import type { MoreOptionProps } from '../../../shared/feature/page-slots';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { shareMessages } from '../../../shared/i18n/parts/share';
import { useModal } from '../../../shared/modal/use-modal';
import { MoreOptionButton } from '../../../shared/ui/more-option-button';

export function ShareOption({ name, price }: MoreOptionProps) {
  const { t } = usePdpMessages(shareMessages);
  const { openModal } = useModal();
  return <MoreOptionButton label={t('pdp.share.open')} onPress={() => openModal({ id: 'share', payload: { name, price } })} />;
}
