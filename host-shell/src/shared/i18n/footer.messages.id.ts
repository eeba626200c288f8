// The Indonesian messages of the host's footer (the analytics choice): imported by the footer, so they
// load with its chunk after the page. English has them in messages.en.ts, itself loaded on demand.
export const hostFooterMessagesId = {
  'host.footer.analytics': 'Bagikan aktivitas belanjaku untuk analitik',
  'host.footer.analyticsHint': 'Kalau dimatikan, aktivitasmu di halaman ini tidak dikirim untuk analitik.',
} as const;

export type HostFooterMessageId = keyof typeof hostFooterMessagesId;
