// Subscription in the service section, after the services: for an item tagged SUBSCRIPTION, with the
// onboarding tip when the product config turns it on.
import { serviceRow } from '../../shared/feature/service-rows';
import { SubscriptionRow } from './components/subscription-row';

export default [
  serviceRow({
    id: 'subscription',
    order: 40,
    Row: SubscriptionRow,
    when: ({ itemSku, tags, config }) => (tags.includes('SUBSCRIPTION') ? { itemSku, onboarding: config?.subscriptionOnboardingEnabled === true } : null),
  }),
];
