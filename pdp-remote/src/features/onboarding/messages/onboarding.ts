// The message part of the onboarding tips. Its English rides in the tips' own chunk: they load after
// the first screen anyway, and it keeps one chunk fewer in every remoteEntry.js chunk map.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { onboardingMessagesId, type OnboardingMessageId } from './onboarding.messages.id';

export const onboardingMessages: MessagePart<OnboardingMessageId> = {
  name: 'onboarding',
  id: onboardingMessagesId,
  loadEnglish: () => import(/* webpackChunkName: "onboarding" */ './onboarding.messages.en'),
};
