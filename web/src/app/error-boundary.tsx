import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/components/ui/error-fallback';

interface ErrorBoundaryState {
  error: Error | null;
}

/** Last line of defence for errors outside the router (providers, the shell itself). */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
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
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}
