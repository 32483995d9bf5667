import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Spec §2: the page shown when the app cannot run. Plain markup so it renders even when antd or the theme fails. */
export function ApplicationError({ error }: { error: unknown }) {
  return (
    <main role="alert" style={{ maxWidth: 560, margin: '15vh auto', padding: 24, textAlign: 'center' }}>
      <h1>Application Error</h1>
      <p>Failed to load the application. Please try refreshing the page.</p>
      <pre style={{ whiteSpace: 'pre-wrap', color: '#a8071a' }}>{error instanceof Error ? error.message : String(error)}</pre>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** What to render instead of the children once they throw. */
  fallback: (error: unknown) => ReactNode;
}

/** A small error boundary: the app-level one shows ApplicationError, the router-level one the auth screen. */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Renewly caught an error while rendering', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
