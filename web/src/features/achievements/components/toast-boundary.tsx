import { Component, type ReactNode } from 'react';

interface ToastBoundaryProps {
  children: ReactNode;
  /** Called once when the toast could not be drawn: the host moves on to the next notice. */
  onFailed: () => void;
}

/**
 * Around one unlock's toast. Its code loads on first use, so an unlock made offline before that
 * code was ever fetched (no service worker yet) cannot be drawn: the toast is dropped instead of
 * the error reaching the app's boundary, which would replace the page and stop the engine that
 * still has the unlock to write. The unlock itself is kept; the overlay lists it.
 * (React catches render errors only in a class component.)
 */
export class ToastBoundary extends Component<ToastBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
