import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import LazyPart from '@site/src/theme/LazyPart';

function Drawer({ title }: { title: string }) {
  return <div role="dialog" aria-label={title} />;
}

describe('LazyPart', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('says which part failed to load, keeps the rest of the page, and loads it on Try again', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Drawer }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 123 failed.'))
      .mockResolvedValue({ default: Drawer });
    render(
      <main>
        <h1>Sorting</h1>
        <LazyPart load={load} props={{ title: 'Settings' }} label="Settings" />
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings could not load.');
    expect(screen.getByRole('heading', { name: 'Sorting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets the reader dismiss a floating notice', async () => {
    const onDismiss = jest.fn();
    const load = (): Promise<{ default: typeof Drawer }> => Promise.reject(new Error('offline'));
    render(<LazyPart load={load} props={{ title: 'Cookie consent' }} label="Cookie consent" placement="bottom" onDismiss={onDismiss} />);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
