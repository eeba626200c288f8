// A modal that says one thing and offers one way on: the button closes it and takes the shopper to
// a host route (the bag, customer care).
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { primaryButton } from '../../../shared/ui/buttons';

interface NavigateModalProps {
  title: string;
  body: string;
  actionLabel: string;
  to: string;
  onClose: () => void;
}

export function NavigateModal({ title, body, actionLabel, to, onClose }: NavigateModalProps) {
  const { t } = usePdpTranslator();
  const { navigate } = useMountProps();
  return (
    <ModalFrame title={title} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p css={{ marginTop: 0 }}>{body}</p>
      <button
        type="button"
        css={{ ...primaryButton, width: '100%' }}
        data-autofocus
        onClick={() => {
          onClose();
          navigate({ path: to, resetScroll: true });
        }}
      >
        {actionLabel}
      </button>
    </ModalFrame>
  );
}
