// The loan simulation's row of the service section: the simulation is a chunk of its own (only vehicles
// have it), and its form's height is held while that chunk and its options load, so nothing below moves.
import { lazy, Suspense } from 'react';
import { theme } from '../../../shared/ui/theme';
import type { LoanSimulationProps } from './loan-simulation';

const LoanSimulation = lazy(() => import('./loan-simulation'));

/** The form before any tenor: measured in Chromium at 360 px (its wrapping fields and suggestions) and from the desktop breakpoint. */
const LOAN_FORM_HEIGHT = { [theme.breakpoint.desktop]: { minHeight: 400 }, minHeight: 490 };

export default function LoanSimulationRow({ itemSku, price }: LoanSimulationProps) {
  return (
    <div css={LOAN_FORM_HEIGHT}>
      <Suspense fallback={null}>
        <LoanSimulation key={itemSku} itemSku={itemSku} price={price} />
      </Suspense>
    </div>
  );
}
