// The retail remote's catalogues: Indonesian bundled, English a lazily loaded chunk.
import type { Catalogues } from './i18n-provider';
import { messagesId } from './messages.id';

export const pdpCatalogues: Catalogues = {
  id: messagesId,
  loadEnglish: () => import('./messages.en').then((module) => module.default),
};
