import { errorLine } from '../../theme/Demo/live/errorLine';

describe('errorLine', () => {
  it('reads the line of the reader’s code from an error thrown by code run with new Function', () => {
    const run = new Function('\n\nthrow new Error("third line");');
    let thrown: unknown;
    try {
      run();
    } catch (error) {
      thrown = error;
    }
    expect(errorLine(thrown)).toBe(3);
  });

  it('reads the Firefox form of a stack frame', () => {
    const error = new Error('x');
    error.stack = 'Demo@https://example.test/assets/js/demo-editor.js line 2 > Function:9:7\n';
    expect(errorLine(error)).toBe(7);
  });

  it('gives null when the stack does not point into the reader’s code', () => {
    const error = new Error('x');
    error.stack = 'Error: x\n    at render (https://example.test/assets/js/main.js:1:200)';
    expect(errorLine(error)).toBeNull();
    expect(errorLine('not an error')).toBeNull();
  });
});
