// The one root every remote page renders inside, in the shell and on the remote's standalone page alike:
// an error boundary (a crash stays on this page, with Retry), the query client (the shell's, shared as a singleton,
// or a page-local one where there is none) and, through `theme`, the brand theme and en-GB locale for antd.
import { Component, useContext, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults } from '@renewly/shared-contracts';

export interface RemoteRootProps {
  /** Names the page in the console when it crashes, e.g. 'policies/PoliciesPage'. */
  name: string;
  /**
   * Wraps the page (normally `AntdTheme` from ./antd-theme). A page with no antd on its first paint (the dashboard)
   * leaves it out, and its lazily loaded antd parts bring the theme with them.
   */
  theme?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

export function RemoteRoot({ name, theme: Theme, children }: RemoteRootProps) {
  const content = Theme ? <Theme>{children}</Theme> : children;
  return (
    <PageErrorBoundary name={name}>
      <QueryClientWiring>{content}</QueryClientWiring>
    </PageErrorBoundary>
  );
}

/** The host's client when there is one (one cache for every app on the page), else one of the page's own. */
function QueryClientWiring({ children }: { children: ReactNode }) {
  // None above on a standalone page or in a test.
  const host = useContext(QueryClientContext);
  const [own] = useState(() => (host ? null : new QueryClient({ defaultOptions: queryClientDefaults })));
  if (host || !own) return <>{children}</>;
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}

interface BoundaryState {
  error: unknown;
}

class PageErrorBoundary extends Component<{ name: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.name}] the page crashed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" data-testid="remote-page-error" style={{ padding: 24, textAlign: 'center' }}>
        <p style={{ margin: '0 0 12px' }}>Something went wrong on this page.</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Retry
        </button>
      </div>
    );
  }
}
