// The message part of the bundling catalog page, loaded with its chunk.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { bundlingCatalogMessagesId, type BundlingCatalogMessageId } from './bundling-catalog.messages.id';

export const bundlingCatalogMessages: MessagePart<BundlingCatalogMessageId> = {
  name: 'bundling-catalog',
  id: bundlingCatalogMessagesId,
  loadEnglish: () => import('./bundling-catalog.messages.en'),
};
