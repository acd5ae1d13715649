import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * Catches a screen that failed to load or render, so the layout stays and the user can reload.
 * Keyed by path where it is used, so moving to another screen clears the error.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
