// The Indonesian messages of the product report's menu (a message part: see
// ../../../shared/i18n/message-part.ts). The spec names the report menu and report options modals
// without their words, so these are ours; the report's own words are the community part's.
export const contentReportMessagesId = {
  'pdp.reportMenu.question': 'Apa yang salah dengan produk ini?',
  'pdp.reportMenu.closed': 'Laporan produk belum bisa dikirim saat ini. Coba lagi nanti.',
} as const;

export type ContentReportMessageId = keyof typeof contentReportMessagesId;
