import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import DemoCodeEditor, { EDIT_DEBOUNCE_MS } from '../../theme/Demo/live/DemoCodeEditor';

// react-live's editable `pre` is driven in Chromium by the e2e tests; here a text area inside a `pre` stands in for
// it, so that the tests drive what the wrapper adds: the pause before the demo hears of an edit, undo and redo by
// pauses, Escape, the name for screen readers. Like react-live's editor, it keeps what is typed in its own state and
// copies its `code` prop into that state whenever the prop changes.
let editorRenders = 0;
jest.mock('react-live', () => {
  const { useEffect, useState } = jest.requireActual<typeof React>('react');
  return {
    Editor: function TypingSurface({ code, onChange }: { code: string; onChange: (code: string) => void }) {
      editorRenders += 1;
      const [text, setText] = useState(code);
      useEffect(() => setText(code), [code]);
      return (
        <pre tabIndex={-1}>
          <textarea
            aria-label="typing surface"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onChange(event.target.value);
            }}
          />
        </pre>
      );
    },
  };
});
jest.mock('@docusaurus/theme-common', () => {
  const theme = { plain: {}, styles: [] };
  return { usePrismTheme: () => theme };
});

function renderEditor(code = 'const a = 1;', { takesFocus = false } = {}) {
  const onChange = jest.fn();
  const onEscape = jest.fn();
  const view = render(
    <DemoCodeEditor
      code={code}
      language="tsx"
      label="TypeScript code, editable"
      onChange={onChange}
      onEscape={onEscape}
      takesFocus={takesFocus}
    />,
  );
  const typeCode = (text: string) => fireEvent.change(screen.getByLabelText('typing surface'), { target: { value: text } });
  const pause = () => act(() => jest.advanceTimersByTime(EDIT_DEBOUNCE_MS));
  const press = (init: KeyboardEventInit) => fireEvent.keyDown(screen.getByLabelText('typing surface'), init);
  return { ...view, onChange, onEscape, typeCode, pause, press };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the demo code editor', () => {
  it('names the editable code for screen readers', () => {
    const { container } = renderEditor();
    const editable = container.querySelector('pre');
    expect(editable).toHaveAttribute('role', 'textbox');
    expect(editable).toHaveAttribute('aria-multiline', 'true');
    expect(editable).toHaveAccessibleName('TypeScript code, editable');
  });

  it('takes the focus when it shows only if the reader opened it', () => {
    const opened = renderEditor('const a = 1;', { takesFocus: true });
    expect(screen.getByRole('textbox', { name: 'TypeScript code, editable' })).toHaveFocus();
    opened.unmount();
    // Opened by the page (a shared link, edits brought back): the focus stays where the reader left it.
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    renderEditor();
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('tells the demo of an edit once the reader pauses, not at every keystroke', () => {
    const { onChange, typeCode, pause } = renderEditor();
    typeCode('const a = 2;');
    typeCode('const a = 23;');
    expect(onChange).not.toHaveBeenCalled();
    pause();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('const a = 23;');
  });

  it('keeps what is typed after a pause while the demo catches up with that pause', () => {
    const { onChange, typeCode, pause, rerender } = renderEditor();
    typeCode('const a = 2;');
    pause();
    typeCode('const a = 23;');
    // The demo re-renders with the code of the pause only now, after the reader typed on.
    rerender(<DemoCodeEditor code="const a = 2;" language="tsx" label="x" onChange={onChange} onEscape={() => undefined} />);
    expect(screen.getByLabelText('typing surface')).toHaveValue('const a = 23;');
    pause();
    expect(onChange).toHaveBeenLastCalledWith('const a = 23;');
  });

  it('leaves the editor alone when the demo re-renders (the editor would put the caret back on a render)', () => {
    const { typeCode, pause, rerender } = renderEditor();
    typeCode('const a = 2;');
    pause();
    const rendersSoFar = editorRenders;
    rerender(<DemoCodeEditor code="const a = 2;" language="tsx" label="x" onChange={jest.fn()} onEscape={() => undefined} />);
    expect(editorRenders).toBe(rendersSoFar);
  });

  it('undoes and redoes one typed stretch at a time, with Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y', () => {
    const { onChange, typeCode, pause, press } = renderEditor();
    typeCode('const a = 2;');
    pause();
    typeCode('const b = 2;');
    pause();
    press({ key: 'z', ctrlKey: true });
    expect(onChange).toHaveBeenLastCalledWith('const a = 2;');
    expect(screen.getByLabelText('typing surface')).toHaveValue('const a = 2;');
    press({ key: 'z', metaKey: true });
    expect(onChange).toHaveBeenLastCalledWith('const a = 1;');
    press({ key: 'z', ctrlKey: true });
    expect(onChange).toHaveBeenCalledTimes(4);
    press({ key: 'Z', ctrlKey: true, shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith('const a = 2;');
    press({ key: 'y', ctrlKey: true });
    expect(onChange).toHaveBeenLastCalledWith('const b = 2;');
  });

  it('undoes an edit still waiting for its pause first', () => {
    const { onChange, typeCode, press } = renderEditor();
    typeCode('const a = 5;');
    press({ key: 'z', ctrlKey: true });
    expect(onChange.mock.calls).toEqual([['const a = 5;'], ['const a = 1;']]);
  });

  it('hands over what is typed and leaves with Escape', () => {
    const { onChange, onEscape, typeCode, press } = renderEditor();
    typeCode('const a = 9;');
    press({ key: 'Escape' });
    expect(onChange).toHaveBeenCalledWith('const a = 9;');
    expect(onEscape).toHaveBeenCalled();
  });

  it('starts a new history when the code changes from outside, dropping an edit still waiting', () => {
    const { onChange, typeCode, pause, press, rerender } = renderEditor();
    typeCode('const a = 2;');
    pause();
    typeCode('const a = 3;');
    rerender(<DemoCodeEditor code="const reset = 0;" language="tsx" label="x" onChange={onChange} onEscape={() => undefined} />);
    expect(screen.getByLabelText('typing surface')).toHaveValue('const reset = 0;');
    pause();
    expect(onChange).toHaveBeenCalledTimes(1);
    press({ key: 'z', ctrlKey: true });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
