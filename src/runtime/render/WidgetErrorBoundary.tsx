import { Component, type ReactNode } from 'react';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';

interface Props {
  file: string;
  path: string;
  children: ReactNode;
}

/** A widget that throws while rendering becomes an error panel; its neighbours keep working. */
export class WidgetErrorBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorPanel problems={[{ file: this.props.file, path: this.props.path, message: this.state.error.message }]} />
    );
  }
}
