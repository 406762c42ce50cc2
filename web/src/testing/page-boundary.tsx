import { Component, type ReactNode } from 'react';

/**
 * What the app's outer error boundary does: a render error that reaches it replaces the whole
 * page, shown here as "The page failed".
 */
export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The page failed</p> : this.props.children;
  }
}
