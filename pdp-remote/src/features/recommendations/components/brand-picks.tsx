// Brands to look at from this product (spec §7 brand recommendations), and the first brand ad (spec
// §3): the brands as links to their pages, with how many products each sells where the answer says;
// the ad, labelled as one, above them. A loading line until the brands answer, as the lists above
// have; a failed brand list says so with a retry; a failed ad shows nothing (spec §8: brand ads reset
// to empty); no brands and no ad show nothing.
import { brandPath } from '@pdp/host-contract/links';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { HostLink } from '../../../shared/ui/host-link';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { getBrandAd, getBrandPicks, type BrandAd } from '../api/get-brands';

const picksRequest = keyedRequest(
  (productId: string) => productId,
  (client, productId: string, signal) => getBrandPicks(client, productId, signal),
);
const adRequest = keyedRequest(
  (productId: string) => productId,
  (client, productId: string, signal) => getBrandAd(client, productId, signal),
);

const link = { color: 'inherit', textDecoration: 'none', overflowWrap: 'anywhere', '&:focus-visible': theme.focusRing } as const;

function BrandAdCard({ ad }: { ad: BrandAd }) {
  const { t } = usePdpMessages(detailsMessages);
  const { vendor } = useMountProps();
  return (
    <HostLink
      to={brandPath(vendor, ad.code)}
      css={{
        ...link,
        display: 'flex',
        gap: theme.space(3),
        alignItems: 'center',
        padding: theme.space(3),
        borderRadius: theme.radius,
        background: theme.color.subtle,
      }}
    >
      {ad.imageUrl && (
        <img src={ad.imageUrl} alt="" width={64} height={64} loading="lazy" css={{ flex: 'none', objectFit: 'cover', borderRadius: theme.radius }} />
      )}
      <span css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1), minWidth: 0 }}>
        <span css={{ fontSize: 12, color: theme.color.muted }}>{t('pdp.brands.ad', { brand: ad.name })}</span>
        <strong>{ad.headline}</strong>
      </span>
    </HostLink>
  );
}

export function BrandPicks({ productId }: { productId: string }) {
  const { t } = usePdpMessages(detailsMessages);
  const { vendor } = useMountProps();
  const picks = useKeyedRequest(picksRequest, productId);
  const ad = useKeyedRequest(adRequest, productId).state;
  const brands = picks.state?.status === 'loaded' ? (picks.state.data ?? []) : [];
  const shownAd = ad?.status === 'loaded' ? ad.data : null;
  if (picks.state?.status === 'loaded' && brands.length === 0 && !shownAd) return null;
  return (
    <section aria-labelledby="recommendations-brands" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 }}>
      <h3 id="recommendations-brands" css={{ fontSize: 16, margin: 0 }}>
        {t('pdp.brands.title')}
      </h3>
      {shownAd && <BrandAdCard ad={shownAd} />}
      {(picks.state === null || picks.state.status === 'loading' || picks.state.status === 'idle') && (
        <p role="status" css={{ margin: 0, color: theme.color.muted }}>
          {t('pdp.recommendations.loading')}
        </p>
      )}
      {picks.state?.status === 'failed' && <InlineAlert message={t('pdp.brands.failed')} actionLabel={t('pdp.page.retry')} onAction={picks.retry} />}
      {brands.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
          {brands.map((brand) => (
            <li key={brand.code} css={{ minWidth: 0 }}>
              <HostLink
                to={brandPath(vendor, brand.code)}
                css={{
                  ...link,
                  display: 'inline-flex',
                  flexDirection: 'column',
                  padding: `${theme.space(2)} ${theme.space(3)}`,
                  border: `1px solid ${theme.color.border}`,
                  borderRadius: theme.radius,
                }}
              >
                <span>{brand.name}</span>
                {brand.productCount !== null && (
                  <span css={{ fontSize: 12, color: theme.color.muted }}>{t('pdp.brands.productCount', { count: brand.productCount })}</span>
                )}
              </HostLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
