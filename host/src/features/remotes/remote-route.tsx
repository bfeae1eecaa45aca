import { Suspense, use, useState } from 'react';
import { forgetRemote, loadRemoteRoutes } from './load-remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading, RemoteUnavailable } from './remote-unavailable';
import type { RemoteDefinition } from './remotes-config';

interface RemoteRouteProps {
  remote: RemoteDefinition;
  /** The route pattern this element serves; the remote's screen for it is rendered. */
  pattern: string;
}

function RemoteScreen({ remote, pattern }: RemoteRouteProps) {
  const Screen = use(loadRemoteRoutes(remote))[pattern];
  if (!Screen) throw new Error(`${remote.name} no tiene la ruta ${pattern}`);
  return <Screen />;
}

/** A route served by a remote: loaded on first use, contained when it fails, retryable. */
export function RemoteRoute({ remote, pattern }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemote(remote);
    setAttempt(attempt + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} fallback={<RemoteUnavailable onRetry={retry} />}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteScreen remote={remote} pattern={pattern} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
