import React, { Component, type ComponentType, type ReactNode } from 'react';
import type { DemoCodeError } from './compileDemo';
import { errorLine } from './errorLine';

interface Props {
  component: ComponentType;
  onError: (error: DemoCodeError) => void;
}

/**
 * Runs the reader's edited demo. An error thrown while it renders goes to the editor, which shows it under the
 * preview with its line: the frame stays empty, the page and the other demos go on, and the next edit that compiles
 * mounts a fresh preview.
 */
export default class EditedDemoPreview extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error): void {
    this.props.onError({ message: error.message, line: errorLine(error) });
  }

  render(): ReactNode {
    const Edited = this.props.component;
    return this.state.failed ? null : <Edited />;
  }
}
