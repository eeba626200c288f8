// The message part of the loan simulation.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { loanSimulationMessagesId, type LoanSimulationMessageId } from './loan-simulation.messages.id';

export const loanSimulationMessages: MessagePart<LoanSimulationMessageId> = {
  name: 'loan-simulation',
  id: loanSimulationMessagesId,
  loadEnglish: () => import('./loan-simulation.messages.en'),
};
