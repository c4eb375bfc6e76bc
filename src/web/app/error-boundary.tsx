import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error.js';

interface Props {
  children: ReactNode;
}

/** Shows RouteError instead of a blank page when a screen throws or its code fails to load. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
