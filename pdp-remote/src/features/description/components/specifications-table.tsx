// Specifications as a two-column table.
import type { SpecificationDto } from '@pdp/backend-api/backend';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { theme } from '../../../shared/ui/theme';

export function SpecificationsTable({ specifications }: { specifications: readonly SpecificationDto[] }) {
  const { t } = usePdpMessages(detailsMessages);
  if (specifications.length === 0) return null;
  return (
    <table css={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <caption css={{ textAlign: 'left', fontWeight: 700, fontSize: 16, paddingBottom: theme.space(2) }}>{t('pdp.description.specifications')}</caption>
      <tbody>
        {specifications.map((entry) => (
          <tr key={entry.name} css={{ borderTop: `1px solid ${theme.color.border}` }}>
            <th
              scope="row"
              css={{
                textAlign: 'left',
                fontWeight: 400,
                color: theme.color.muted,
                padding: `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} 0`,
                width: '40%',
              }}
            >
              {entry.name}
            </th>
            <td css={{ padding: `${theme.space(2)} 0` }}>{entry.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
