import { firstDifference, placeCaret } from '../../theme/Demo/live/caret';

describe('firstDifference', () => {
  it('is the length of the common beginning', () => {
    expect(firstDifference('const a = 1;', 'const b = 1;')).toBe(6);
    expect(firstDifference('abc', 'abc')).toBe(3);
    expect(firstDifference('abc', 'abcdef')).toBe(3);
    expect(firstDifference('', 'x')).toBe(0);
  });
});

describe('placeCaret', () => {
  function editable(): HTMLElement {
    document.body.innerHTML = '<pre contenteditable="true"><span>const </span><span>a</span>\n<span>= 1;</span>\n</pre>';
    return document.querySelector('pre') as HTMLElement;
  }

  it('focuses the element with the caret after that many characters, across its highlighted tokens', () => {
    const pre = editable();
    placeCaret(pre, 7);
    const selection = document.getSelection();
    expect(document.activeElement).toBe(pre);
    expect(selection?.isCollapsed).toBe(true);
    expect(selection?.anchorNode?.textContent).toBe('a');
    expect(selection?.anchorOffset).toBe(1);
  });

  it('puts the caret at the end when the offset is past the text', () => {
    const pre = editable();
    placeCaret(pre, 500);
    const selection = document.getSelection();
    expect(selection?.anchorNode?.textContent).toBe('\n');
    expect(selection?.anchorOffset).toBe(1);
  });
});
