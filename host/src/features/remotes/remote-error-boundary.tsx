import { Component, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/** Keeps a remote's failure (loading or rendering) inside its own section of the page. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Falló una sección remota', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
