// The product's categories as breadcrumbs, each a link to its host category page.
import { memo } from 'react';
import type { CategoryDto } from '@pdp/backend-api/backend';
import { categoryPath } from '@pdp/host-contract/links';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export const CategoryBreadcrumbs = memo(function CategoryBreadcrumbs({ categories }: { categories: readonly CategoryDto[] }) {
  const { t } = usePdpTranslator();
  if (categories.length === 0) return null;
  const top = categories[0] as CategoryDto;
  return (
    <nav aria-label={t('pdp.breadcrumbs.label')} css={{ fontSize: 13, minHeight: 20 }}>
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(1) }}>
        <li>
          <HostLink to="/">{t('pdp.breadcrumbs.home')}</HostLink>
        </li>
        {categories.map((category, index) => (
          <li key={category.id} css={{ '&::before': { content: '"›"', marginRight: theme.space(1), color: theme.color.muted } }}>
            <HostLink to={categoryPath(String(index + 1), slug(category.name), category.id, top.id)}>{category.name}</HostLink>
          </li>
        ))}
      </ol>
    </nav>
  );
});
