import React, { Component, type ComponentType, type ReactNode } from 'react';
import { codeError, type DemoCodeError } from './compileDemo';

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
    this.props.onError(codeError(error));
  }

  render(): ReactNode {
    const Edited = this.props.component;
    return this.state.failed ? null : <Edited />;
  }
}
