// Records the item on screen as recently viewed once the page is mounted (never on the server), so a
// shopper who never scrolls to the list still has the item in it on the next product.
import { useEffect } from 'react';
import { useMountProps } from '../../../shared/mount/mount-context';
import { recordRecentlyViewed } from '../model/recently-viewed-store';

export function useRecordRecentlyViewed(itemSku: string): void {
  const { vendor } = useMountProps();
  useEffect(() => {
    recordRecentlyViewed(vendor, itemSku);
  }, [vendor, itemSku]);
}
