import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BootError } from './boot-error.tsx';

type TProps = { children: ReactNode; pathname: string };
type TState = { error?: unknown; failedAt?: string };

/**
 * A failed start-up, a page chunk that did not arrive (spec §8's SLOW_NETWORK) or a page that threw:
 * the error page in the player's language, with a retry that reloads. Going to another page tries
 * again, as the data router did.
 */
class ErrorBoundary extends Component<TProps, TState> {
  override state: TState = {};

  static getDerivedStateFromError(error: unknown): Partial<TState> {
    return { error, failedAt: '' };
  }

  static getDerivedStateFromProps(props: TProps, state: TState): Partial<TState> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== undefined && state.failedAt !== props.pathname)
      return { error: undefined, failedAt: undefined };
    return null;
  }

  override render() {
    return this.state.failedAt !== undefined ? <BootError error={this.state.error} /> : this.props.children;
  }
}

export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary pathname={useLocation().pathname}>{children}</ErrorBoundary>
);
