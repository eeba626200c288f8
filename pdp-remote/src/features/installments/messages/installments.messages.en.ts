// The English messages of installments, in the services' English chunk.
import type { InstallmentsMessageId } from './installments.messages.id';

const installmentsMessagesEn: Record<InstallmentsMessageId, string> = {
  'pdp.installment.title': 'Installments',
  'pdp.installment.from': 'Installments from {amount}/month',
  'pdp.installment.zeroPercent': '0% installments',
  'pdp.installment.open': 'See installments',
  'pdp.installment.modalTitle': 'Installment options',
  'pdp.installment.pageTitle': 'Installments for {name}',
  'pdp.installment.seeAll': 'See all installments',
  'pdp.installment.backToProduct': 'Back to the product',
  'pdp.installment.loading': 'Loading installments…',
  'pdp.installment.none': 'This product cannot be paid in installments yet.',
  'pdp.installment.failed': 'Installments cannot be shown right now.',
  'pdp.installment.type.CC': 'Credit card',
  'pdp.installment.type.NON-CC': 'Without a credit card',
  'pdp.installment.feePromo.FULL': '0% interest',
  'pdp.installment.feePromo.PARTIAL': 'Interest discount',
  'pdp.installment.methodFrom': 'from {amount}/month',
  'pdp.installment.tenor': '{months} months',
  'pdp.installment.monthly': '{amount}/month',
  'pdp.installment.interest': 'Interest {percent}%/month',
  'pdp.installment.fees': 'Admin fee {fee} · total {total}',
  'pdp.installment.estimationFailed': 'The installment estimate cannot be loaded.',
  'pdp.installment.invalidPriceRange': "This product's price is outside the limits of installments without a credit card.",
  'pdp.installment.invalidCategory': "This product's category cannot be paid in installments without a credit card yet.",
};

export default installmentsMessagesEn;
