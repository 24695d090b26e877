import { act, renderHook } from '@testing-library/react';
import { useCopyFeedback } from '../theme/hooks/useCopyFeedback';

/** A ClipboardItem as Safari and Chromium have it: it keeps the promise of each type's data. */
class FakeClipboardItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}

function stubClipboard(write: (items: FakeClipboardItem[]) => Promise<void>) {
  const clipboard = { write: jest.fn(write), writeText: jest.fn(() => Promise.resolve()) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('copying text that is still on its way', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'ClipboardItem', { value: FakeClipboardItem, configurable: true });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'ClipboardItem');
    jest.restoreAllMocks();
  });

  it('starts the write during the click, with the text to come, as Safari requires', async () => {
    let written: Promise<Blob> | undefined;
    const clipboard = stubClipboard(async ([item]) => {
      written = item?.items['text/plain'];
      await written;
    });
    const { result } = renderHook(() => useCopyFeedback(2000));
    let resolveText: (text: string) => void = () => {};
    let outcome: Promise<string> | undefined;
    act(() => {
      outcome = result.current.copyWhenReady(new Promise((resolve) => (resolveText = resolve)));
    });
    expect(clipboard.write).toHaveBeenCalledTimes(1);
    resolveText('# Page\n');
    await act(async () => {
      await expect(outcome).resolves.toBe('copied');
    });
    await expect(blobText(await written!)).resolves.toBe('# Page\n');
    expect(result.current.copied).toBe(true);
  });

  it('tells a text that could not be loaded from a refused write', async () => {
    stubClipboard(async ([item]) => {
      await item?.items['text/plain'];
    });
    const { result } = renderHook(() => useCopyFeedback(2000));
    await act(async () => {
      await expect(result.current.copyWhenReady(Promise.reject(new Error('404')))).resolves.toBe('load');
    });
    expect(result.current.failed).toBe(true);
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    await act(async () => {
      await expect(result.current.copyWhenReady(Promise.resolve('text'))).resolves.toBe('write');
    });
  });

  it('writes the text when it arrives where there is no ClipboardItem', async () => {
    Reflect.deleteProperty(globalThis, 'ClipboardItem');
    const clipboard = stubClipboard(() => Promise.reject(new Error('not used')));
    const { result } = renderHook(() => useCopyFeedback(2000));
    await act(async () => {
      await expect(result.current.copyWhenReady(Promise.resolve('text'))).resolves.toBe('copied');
    });
    expect(clipboard.writeText).toHaveBeenCalledWith('text');
  });

  it('fails without a clipboard and leaves no promise unhandled when the text fails too', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const { result } = renderHook(() => useCopyFeedback(2000));
    await act(async () => {
      await expect(result.current.copyWhenReady(Promise.reject(new Error('404')))).resolves.not.toBe('copied');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(result.current.failed).toBe(true);
  });
});
