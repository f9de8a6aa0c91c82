import { Component, type ReactNode } from 'react';

interface Props {
  pagePath: string;
  index: number;
  type: string;
  children: ReactNode;
}

/** Keeps one broken block from taking the page down: it is logged and left out, the rest renders. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    const { pagePath, index, type } = this.props;
    console.error(`Block ${index + 1} (${type}) on page ${pagePath} failed to render and was left out:`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
