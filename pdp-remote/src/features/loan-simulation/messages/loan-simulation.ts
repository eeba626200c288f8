// The message part of the loan simulation. Its English rides in the services' English chunk (the
// service section, where the simulation is): one chunk fewer in every remoteEntry.js chunk map.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { loanSimulationMessagesId, type LoanSimulationMessageId } from './loan-simulation.messages.id';

export const loanSimulationMessages: MessagePart<LoanSimulationMessageId> = {
  name: 'loan-simulation',
  id: loanSimulationMessagesId,
  loadEnglish: () => import(/* webpackChunkName: "pdp-messages-services-en" */ './loan-simulation.messages.en'),
};
