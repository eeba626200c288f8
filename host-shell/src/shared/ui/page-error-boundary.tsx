// A host page that throws while rendering becomes the default empty state; the header stays, and
// the next location renders afresh.
import { Component, type ReactNode } from 'react';
import { logHostError } from '../log';

interface PageErrorBoundaryProps {
  /** A new value (the location) clears a caught error. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error): void {
    logHostError('page-error', { reason: error.message });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
