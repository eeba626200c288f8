// The message part of the onboarding tips.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { onboardingMessagesId, type OnboardingMessageId } from './onboarding.messages.id';

export const onboardingMessages: MessagePart<OnboardingMessageId> = {
  name: 'onboarding',
  id: onboardingMessagesId,
  loadEnglish: () => import('./onboarding.messages.en'),
};
