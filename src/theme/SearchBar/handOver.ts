/** What the stand-in search box passes on to the real one when that takes over. */
export interface HandOver {
  value: string;
  focused: boolean;
}

/** Gives the real search input the stand-in's text and focus, as if the reader had typed there. */
export function handOver(input: HTMLInputElement, { value, focused }: HandOver): void {
  if (value) {
    // The input is React-controlled: set the value through the native setter so React sees the change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focused) input.focus();
}
