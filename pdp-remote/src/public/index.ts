// The retail remote's public building blocks. The grocery remote bundles these at build time (never
// fetched from the retail remote at run time); nothing else of pdp-remote is imported from outside.
export { createRemoteLifecycles } from '../app/create-remote-lifecycles';
export type { RemoteDefinition } from '../app/remote-root';
export { ProductPage } from '../app/product-page';
export { useMountProps } from '../shared/mount/mount-context';
export { useTranslator, type Catalogues, type Catalogue } from '../shared/i18n/i18n-provider';
export { messagesId as pdpMessagesId, type PdpMessageId } from '../shared/i18n/messages.id';
export { createSafeStorage, type SafeStorage } from '../shared/storage/safe-storage';
export { HostLink } from '../shared/ui/host-link';
export { ErrorBoundary } from '../shared/ui/error-boundary';
export { theme } from '../shared/ui/theme';
