import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logCrash } from '../lib/error-id';
import { CrashFallback } from './CrashFallback';

interface State {
  errorId: string | null;
}

/** Catches a crash anywhere below and shows the crash screen instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { errorId: null };

  static getDerivedStateFromError(): Partial<State> {
    return { errorId: 'pending' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ errorId: logCrash({ error, componentStack: info.componentStack }) });
  }

  override render() {
    if (this.state.errorId === null) return this.props.children;
    return <CrashFallback errorId={this.state.errorId === 'pending' ? undefined : this.state.errorId} />;
  }
}
