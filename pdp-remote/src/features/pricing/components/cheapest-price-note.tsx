// "Lowest price in the last N days/months/years" (spec §9: DAY, MONTH or YEAR).
import { memo } from 'react';
import type { CheapestPriceNoteDto } from '@pdp/backend-api/backend';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { theme } from '../../../shared/ui/theme';

const MESSAGE = { DAY: 'pdp.cheapestPrice.DAY', MONTH: 'pdp.cheapestPrice.MONTH', YEAR: 'pdp.cheapestPrice.YEAR' } as const;

export const CheapestPriceNote = memo(function CheapestPriceNote({ note }: { note: CheapestPriceNoteDto | null }) {
  const { t } = usePdpTranslator();
  if (!note) return null;
  return (
    <p css={{ margin: 0, color: theme.color.success, fontSize: 14 }}>
      <span aria-hidden="true">✓ </span>
      <span>{t(MESSAGE[note.unit], { period: note.period })}</span>
    </p>
  );
});
