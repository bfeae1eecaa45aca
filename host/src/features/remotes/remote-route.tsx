import { Suspense, use, useEffect, useState, type ComponentType } from 'react';
import { ReplayEarlyEvents } from '../../app/start/early-events';
import { forgetRemote, loadRemoteScreen } from './load-remote-routes';
import { forgetReload, reloadOnce, runsOutdatedRelease } from './outdated-release';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading, RemoteUnavailable } from './remote-unavailable';
import type { RemoteDefinition } from './remotes-config';

/** The digest of a remote section the server left to the browser (its server container failed). */
export const CLIENT_RENDERED_SECTION = 'remote-section-client-rendered';

interface RemoteRouteProps {
  remote: RemoteDefinition;
  /** The route pattern this element serves; the remote's screen for it is rendered. */
  pattern: string;
  /** The screen, already loaded: rendered at once (server render and hydration). */
  loaded?: ComponentType;
}

function RemoteScreen({ remote, pattern }: RemoteRouteProps) {
  if (typeof window === 'undefined') {
    // On the server without its screen: React sends the fallback and the browser renders the section.
    throw Object.assign(new Error(`${remote.name} se muestra en el navegador`), { digest: CLIENT_RENDERED_SECTION });
  }
  const { Component } = use(loadRemoteScreen(remote, pattern));
  return <Component />;
}

/**
 * A section that failed: a tab on a release no longer live (its files pruned or replaced, or another one named
 * in remotes.json) loads its address again, once, into the live release; otherwise the notice with Reintentar.
 */
function RemoteFailure({ remote, error, onRetry }: { remote: RemoteDefinition; error: unknown; onRetry: () => void }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let current = true;
    void runsOutdatedRelease(remote, error).then((outdated) => {
      if (current && !(outdated && reloadOnce())) setSettled(true);
    });
    return () => {
      current = false;
    };
  }, [remote, error]);
  return settled ? <RemoteUnavailable onRetry={onRetry} /> : <RemoteLoading />;
}

/** The section showed: a later failure at this address may load it again. */
function ForgetReload() {
  useEffect(forgetReload, []);
  return null;
}

/** A route served by a remote: loaded on first use, contained when it fails, retryable. */
export function RemoteRoute({ remote, pattern, loaded: Loaded }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemote(remote);
    setAttempt(attempt + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(error) => <RemoteFailure remote={remote} error={error} onRetry={retry} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        {Loaded && attempt === 0 ? <Loaded /> : <RemoteScreen remote={remote} pattern={pattern} />}
        <ForgetReload />
        {/* React hydrates this boundary after the rest of the page: what was done on it is replayed then. */}
        <ReplayEarlyEvents />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
