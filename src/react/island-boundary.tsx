import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Called once when a render below fails. */
  onError(error: unknown): void;
}

/** Catches a failing island so it never takes another island, or the page, down with it. */
export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
