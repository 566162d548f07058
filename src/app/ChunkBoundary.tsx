import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  children: ReactNode;
  quiet?: boolean;
}

/**
 * Around code loaded apart from the page (the shell, the console's dialogs): a chunk that does not
 * arrive shows the route error ('Sidan kunde inte laddas', reload), or nothing where `quiet`.
 */
export class ChunkBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.quiet) return null;
    return <RouteError error={error} reset={() => this.setState({ error: null })} />;
  }
}
