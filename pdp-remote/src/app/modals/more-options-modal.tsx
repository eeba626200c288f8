// The more options modal (spec §2): sharing, saving to the wishlist and reporting the product, gathered
// in one list where the layout has no room for them (the seller section on phones), each the action a
// feature declares (its `more-options.ts`; their order, app/registries/more-options.ts), named as its
// own button is. Each opens its own modal in this one's place; closing that brings this list back (the
// modal system remembers the previous one).
import type { ModalPayloads } from '../../shared/modal/modal-types';
import type { MoreOptionPart } from '../../shared/feature/page-slots';
import { ModalFrame } from '../../shared/modal/modal-frame';
import { usePdpMessages } from '../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../shared/i18n/parts/details';
import { stackedList } from '../../shared/ui/layout-styles';

interface MoreOptionsModalProps {
  payload: ModalPayloads['more-options'];
  onClose: () => void;
}

function MoreOptionsModal({ options, payload, onClose }: MoreOptionsModalProps & { options: readonly MoreOptionPart[] }) {
  const { t } = usePdpMessages(detailsMessages);
  return (
    <ModalFrame title={t('pdp.seller.moreOptions')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <ul css={stackedList(2)}>
        {options.map(({ id, Option }) => (
          <li key={id}>
            <Option {...payload} />
          </li>
        ))}
      </ul>
    </ModalFrame>
  );
}

/** The sheet with every feature's actions, loaded: what its modal's loader gives (app/registries/more-options.ts). */
export function withOptions(options: readonly MoreOptionPart[]) {
  return { default: (props: MoreOptionsModalProps) => <MoreOptionsModal options={options} {...props} /> };
}
