/** What editing a demo needs, in one chunk loaded when a reader first starts editing: the editor and the compiler. */
export { default as DemoCodeEditor } from './DemoCodeEditor';
export { compileDemo } from './compileDemo';
