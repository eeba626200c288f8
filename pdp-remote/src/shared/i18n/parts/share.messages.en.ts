// The English messages of sharing a product, in the English details chunk.
import type { ShareMessageId } from './share.messages.id';

const shareMessagesEn: Record<ShareMessageId, string> = {
  'pdp.share.open': 'Share product',
  'pdp.share.title': 'Share product',
  'pdp.share.text': 'See {name} for {price} at {brand}: {link}',
  'pdp.share.textLabel': 'Text to share',
  'pdp.share.qr': 'QR code that opens {name}',
  'pdp.share.qrHint': 'Scan this QR code with a phone camera.',
  'pdp.share.linkLabel': 'Product link',
  'pdp.share.linkLoading': 'Making a short link…',
  'pdp.share.linkFailed': 'Could not make a short link. The full link can still be shared.',
  'pdp.share.copy': 'Copy link',
  'pdp.share.copied': 'Link copied.',
  'pdp.share.copyFailed': 'Could not copy the link. Copy it from the link field.',
  'pdp.share.system': 'Share with another app',
};

export default shareMessagesEn;
