// The service section: the rows the features declare (app/registries/service-rows.ts), in their order,
// each shown for an item its `when` says has it, from what the page knows of the item (its details, tags
// and summary, the product config, the storefront): on retail and grocery alike, as the item's data
// says (decisions 0068, 0087, 0094). The rows load with the section, in its chunk, so the first load
// carries none of them; the section's loader gives it once they are there (`loadServiceSection`).
import { useAtomValue } from 'jotai';
import type { ProductDetailsDto } from '@pdp/backend-api/backend';
import { itemProductId } from '@pdp/host-contract/product-id';
import { storefrontOf } from '@pdp/host-contract/remotes';
import type { ServiceFacts, ServiceRowPart } from '../../shared/feature/page-slots';
import { useMountProps } from '../../shared/mount/mount-context';
import { theme } from '../../shared/ui/theme';
import { productConfigAtom } from '../../shared/product-config/state/product-config-atoms';
import { summaryStateAtom } from '../../features/product-summary/state/product-summary-atoms';
import { loadServiceRows } from '../registries/service-rows';

interface ServiceSectionProps {
  details: ProductDetailsDto;
  itemSku: string;
}

function ServiceSection({ rows, details, itemSku }: ServiceSectionProps & { rows: readonly ServiceRowPart[] }) {
  const { vendor } = useMountProps();
  const config = useAtomValue(productConfigAtom);
  const { summary: shown } = useAtomValue(summaryStateAtom);
  const summary = shown?.itemSku === itemSku ? shown : null;
  const facts: ServiceFacts = {
    itemSku,
    productId: itemProductId(itemSku),
    storefront: storefrontOf(vendor),
    details,
    summary,
    tags: summary?.tags ?? [],
    config,
  };
  return <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>{rows.map((row) => row.rowFor(facts))}</div>;
}

/** The section with every feature's rows loaded: what its lazy component loads (below-the-fold.ts). */
export async function loadServiceSection() {
  const rows = await loadServiceRows();
  return { default: (props: ServiceSectionProps) => <ServiceSection rows={rows} {...props} /> };
}
