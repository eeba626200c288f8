// Sticky navigation over the page's sections (spec §2). Only sections with content are listed; the
// one in view (intersection threshold 0.5) is highlighted; a click scrolls to its section.
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePdpTranslator } from '../../shared/i18n/use-pdp-translator';
import type { PdpMessageId } from '../../shared/i18n/messages.id';
import { theme } from '../../shared/ui/theme';
import type { SectionId } from '../../shared/feature/page-slots';

const VISIBILITY_THRESHOLD = 0.5;

export const sectionElementId = (id: SectionId) => `pdp-section-${id}`;

const LABELS: Record<SectionId, PdpMessageId> = {
  overview: 'pdp.section.overview',
  promo: 'pdp.section.promo',
  variant: 'pdp.section.variant',
  service: 'pdp.section.service',
  description: 'pdp.section.description',
  seller: 'pdp.section.seller',
  shipping: 'pdp.section.shipping',
  reviews: 'pdp.section.reviews',
  discussion: 'pdp.section.discussion',
  recommendation: 'pdp.section.recommendation',
};

export const SectionNav = memo(function SectionNav({ sections: sectionList }: { sections: readonly SectionId[] }) {
  const { t } = usePdpTranslator();
  // The same sections in a new array must not rebuild the observer (and reset the highlight).
  const key = sectionList.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const sections = useMemo(() => sectionList, [key]);
  const [active, setActive] = useState<SectionId | null>(sections[0] ?? null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    // Callbacks only report sections whose visibility changed, so remember all of them and
    // highlight the first visible one in page order.
    const visible = new Set<SectionId>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.getAttribute('data-section') as SectionId | null;
          if (!id) continue;
          if (entry.isIntersecting) visible.add(id);
          else visible.delete(id);
        }
        const first = sections.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { threshold: VISIBILITY_THRESHOLD },
    );
    for (const id of sections) {
      const element = document.getElementById(sectionElementId(id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);

  if (sections.length < 2) return null;
  return (
    <nav
      aria-label={t('pdp.section.navLabel')}
      css={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        background: theme.color.surface,
        borderBottom: `1px solid ${theme.color.border}`,
        margin: `0 -${theme.space(4)}`,
        padding: `0 ${theme.space(4)}`,
      }}
    >
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: theme.space(1), overflowX: 'auto', scrollbarWidth: 'none' }}>
        {sections.map((id) => (
          <li key={id}>
            <button
              type="button"
              aria-current={active === id ? 'location' : undefined}
              onClick={() => {
                setActive(id);
                const section = document.getElementById(sectionElementId(id));
                section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                // Keyboard and screen-reader users move with the view.
                section?.focus({ preventScroll: true });
              }}
              css={{
                minHeight: 44,
                padding: `0 ${theme.space(3)}`,
                border: 0,
                borderBottom: `3px solid ${active === id ? theme.color.accent : 'transparent'}`,
                background: 'transparent',
                font: 'inherit',
                color: active === id ? theme.color.accent : theme.color.text,
                fontWeight: active === id ? 700 : 400,
                whiteSpace: 'nowrap',
                cursor: 'pointer',
                '&:focus-visible': { ...theme.focusRing, outlineOffset: -3 },
              }}
            >
              {t(LABELS[id])}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** A page section the navigation can point at; `titled` shows its name as a heading. */
export function PageSection({ id, titled = false, children }: { id: SectionId; titled?: boolean; children: ReactNode }) {
  const { t } = usePdpTranslator();
  const headingId = `${sectionElementId(id)}-heading`;
  return (
    <section
      id={sectionElementId(id)}
      data-section={id}
      tabIndex={-1}
      {...(titled ? { 'aria-labelledby': headingId } : { 'aria-label': t(LABELS[id]) })}
      css={{ scrollMarginTop: 56, display: 'flex', flexDirection: 'column', gap: theme.space(3), outline: 'none' }}
    >
      {titled && (
        <h2 id={headingId} css={{ margin: 0, fontSize: 18 }}>
          {t(LABELS[id])}
        </h2>
      )}
      {children}
    </section>
  );
}
