// Sharing as the share tests read it (share.test.tsx, share.fault-matrix.test.tsx), on the simulator
// (handlers/share.ts): its stand-in deep-link provider gives an address always the same short link, a
// hash of it; the share modal opened from below the seller; and jsdom given a clipboard and no share
// sheet.
import { createHash } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The short link the simulator's provider gives `url` (handlers/share.ts `shortLinkOf`). */
export const shortLinkOf = (url: string) => `https://pasarku.link/${createHash('sha256').update(url).digest('base64url').slice(0, 8)}`;

/** The page `path` (no query) as the share modal links to it: the share's campaign tracking, by `medium`, and share_link. */
export const tracked = (path: string, medium: 'link' | 'qr' = 'link') =>
  `${window.location.origin}${path}?utm_source=${medium === 'qr' ? 'qr_code' : 'share'}&utm_medium=${medium}&utm_campaign=pdp_share&share_link=1`;

/** The simulator's path of the short link. */
export const SHARE_LINK_CALL = /^\/backend\/common\/share-link$/;

/** Opens the share modal from the seller section; `name` is its button's and its dialog's. */
export async function openShare(name = 'Bagikan produk') {
  const seller = await screen.findByRole('region', { name: /^(Penjual|Seller)$/ });
  const button = await within(seller).findByRole('button', { name });
  await userEvent.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name }) };
}

export const linkField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Tautan produk' });

/** For each test: the clipboard's `writeText` (returned, resolving), no share sheet, and no layout to scroll. */
export function stubClipboard() {
  const writeText = jest.fn<Promise<void>, [string]>();
  const scrollIntoView = Element.prototype.scrollIntoView;
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  return writeText;
}
