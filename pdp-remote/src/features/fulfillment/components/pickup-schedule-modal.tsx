// The pickup schedule modal of spec §2, with a link to the same schedule as a page of its own.
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { PickupSchedule } from './pickup-schedule';

export default function PickupScheduleModal({ payload, onClose }: { payload: ModalPayloads['pickup-schedule']; onClose: () => void }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  return (
    <ModalFrame title={t('pdp.pickup.scheduleTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p css={{ marginTop: 0 }}>{payload.point.address}</p>
      <PickupSchedule point={payload.point} />
    </ModalFrame>
  );
}
