import { Component, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  /** What the section shows instead, given what failed. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
  error?: unknown;
}

/** Keeps a remote's failure (loading or rendering) inside its own section of the page. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Falló una sección remota', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
