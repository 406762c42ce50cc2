import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/components/ui/error-fallback';

interface ErrorBoundaryState {
  error: Error | null;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What Try again does; by default it renders the children again. */
  onRetry?: () => void;
}

/** Shows the render-failure screen instead of a render that threw. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failed', error.message, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorFallback
          detail={this.state.error.message}
          onRetry={this.props.onRetry ?? (() => this.setState({ error: null }))}
        />
      );
    }
    return this.props.children;
  }
}
