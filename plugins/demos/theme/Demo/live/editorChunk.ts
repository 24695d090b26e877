/**
 * What editing a demo needs, in one chunk loaded when a reader first starts editing: the editor and its status line,
 * the compiler, the preview of the edited code and its error message. Readers who never edit download none of it.
 */
export { default as EditorPanel } from './EditorPanel';
export { default as EditedDemoPreview } from './EditedDemoPreview';
export { default as CodeErrorMessage } from './CodeErrorMessage';
export { compileDemo } from './compileDemo';
