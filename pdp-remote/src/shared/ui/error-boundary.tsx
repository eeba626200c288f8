// The UI error boundary of spec §8: logs a 'ui-error' event and shows a fallback (or nothing, for the
// boundary around the main view, which only logs). One broken section never takes the page down.
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface UiErrorEvent {
  event: 'ui-error';
  message: string;
  componentStack?: string;
}

export function logUiError(error: unknown, info?: ErrorInfo): UiErrorEvent {
  const event: UiErrorEvent = {
    event: 'ui-error',
    message: error instanceof Error ? error.message : String(error),
    componentStack: info?.componentStack ?? undefined,
  };
  console.error('[ui-error]', event);
  return event;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead; nothing when absent (the log-only boundary). */
  fallback?: ReactNode;
  onError?: (event: UiErrorEvent) => void;
  /** Changing this value clears a caught error (e.g. the product id). */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Logged first: `onError?.(logUiError())` would skip the log when there is no onError.
    const event = logUiError(error, info);
    this.props.onError?.(event);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
