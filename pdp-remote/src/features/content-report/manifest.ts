// The content report feature's manifest: its modals, what each needs (its payload, which any feature
// may open it with) and its chunk. app/registries/features.ts lists it.
import type { ResumeTarget } from '../../shared/mount/resume-action';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /**
     * Report a review, the seller's reply, a question or an answer, or the product's report options
     * (members only); `reason`: the one chosen in the report menu.
     */
    'content-report': { target: ResumeTarget; id: string; reason?: string };
    /** The product's report menu (spec §2), the first step of reporting the product `id` (members only). */
    'report-menu': { id: string };
  }
}

export const contentReportManifest = {
  modals: {
    'content-report': () => import('./components/content-report-modal'),
    'report-menu': () => import('./components/report-menu-modal'),
  },
} satisfies FeatureManifest<Pick<ModalPayloads, 'content-report' | 'report-menu'>>;
