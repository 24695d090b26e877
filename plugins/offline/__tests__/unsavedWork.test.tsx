import React from 'react';
import { render } from '@testing-library/react';
import { holdUnsavedWork, isTextEntry, pageHoldsUnsavedWork, useUnsavedWork } from '@site/plugins/offline/unsavedWork';

function Draft({ unsaved }: { unsaved: boolean }) {
  useUnsavedWork(unsaved);
  return null;
}

describe('unsaved work', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds the page until every holder has released it', () => {
    expect(pageHoldsUnsavedWork(document)).toBe(false);
    const releaseComment = holdUnsavedWork();
    const releaseDemo = holdUnsavedWork();
    releaseComment();
    expect(pageHoldsUnsavedWork(document)).toBe(true);
    releaseDemo();
    releaseDemo();
    expect(pageHoldsUnsavedWork(document)).toBe(false);
  });

  it('counts a component unsaved work while it is mounted and unsaved', () => {
    const { rerender, unmount } = render(<Draft unsaved />);
    expect(pageHoldsUnsavedWork(document)).toBe(true);
    rerender(<Draft unsaved={false} />);
    expect(pageHoldsUnsavedWork(document)).toBe(false);
    rerender(<Draft unsaved />);
    unmount();
    expect(pageHoldsUnsavedWork(document)).toBe(false);
  });

  it('counts the page busy while focus is in a text field, a text area or editable content', () => {
    document.body.innerHTML = `<input id="text"><input id="check" type="checkbox"><textarea id="area"></textarea>
      <div contenteditable="plaintext-only"><span id="code">x</span></div><button id="button">b</button>`;
    const byId = (id: string) => document.getElementById(id);
    expect([byId('text'), byId('area'), byId('code')].map(isTextEntry)).toEqual([true, true, true]);
    expect([byId('check'), byId('button'), null].map(isTextEntry)).toEqual([false, false, false]);
    (byId('area') as HTMLTextAreaElement).focus();
    expect(pageHoldsUnsavedWork(document)).toBe(true);
    (byId('button') as HTMLButtonElement).focus();
    expect(pageHoldsUnsavedWork(document)).toBe(false);
  });
});
