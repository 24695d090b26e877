import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { useShownAfterPress } from '../theme/Consent/useShownAfterPress';

function Panel(): React.ReactNode {
  return <p>{useShownAfterPress() ? 'shown' : 'waiting'}</p>;
}

let pressing = false;

/** Rendered after the panel: the reader's press lands between the panel's render and its commit. */
function PressWhileRendering(): null {
  pressing = true;
  return null;
}

describe('a panel that waits for a press under way', () => {
  let button: HTMLButtonElement;

  beforeEach(() => {
    pressing = false;
    button = document.createElement('button');
    document.body.append(button);
    button.focus();
    jest.spyOn(Element.prototype, 'matches').mockImplementation((selector: string) => selector === ':active' && pressing);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    button.remove();
  });

  it('shows at once when nothing is pressed', () => {
    render(<Panel />);
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it('waits when the press begins after it rendered but before it was committed, and shows after the click', () => {
    jest.useFakeTimers();
    render(
      <>
        <Panel />
        <PressWhileRendering />
      </>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    pressing = false;
    act(() => {
      document.dispatchEvent(new Event('pointerup'));
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => jest.runAllTimers());
    expect(screen.getByText('shown')).toBeTruthy();
  });
});
