import { Loading } from '@wsms/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  area: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  reloading: boolean;
}

/** A chunk of the release this page started with is gone: the remote was released since. */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /^Loading chunk \S+ failed/.test(error.message));

// One automatic reload per area per minute: a release in progress may take a moment, and a
// remote that keeps failing gets the fallback and its Retry button instead of a reload loop.
const AUTO_RELOAD_INTERVAL_MS = 60_000;
const lastAutoReload = new Map<string, number>();

export function forgetAutoReloads() {
  lastAutoReload.clear();
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, reloading: isChunkLoadError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const { area } = this.props;
    const last = lastAutoReload.get(area) ?? -Infinity;
    if (this.state.reloading && Date.now() - last > AUTO_RELOAD_INTERVAL_MS) {
      lastAutoReload.set(area, Date.now());
      console.warn(`Remote area "${area}" was released while this page was open; loading the new release.`, error.message);
      this.retry();
      return;
    }
    console.error(`Remote area "${area}" failed: ${error.message}`, info.componentStack);
    if (this.state.reloading) this.setState({ reloading: false });
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false, reloading: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading ? <Loading /> : this.props.fallback(this.retry);
  }
}
