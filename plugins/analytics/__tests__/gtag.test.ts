import { installGtagQueue, sendToAnalytics } from '../gtag';

describe('the gtag queue', () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, 'dataLayer');
    Reflect.deleteProperty(window, 'gtag');
  });

  it('queues each command as an arguments object, the form gtag.js reads', () => {
    installGtagQueue(window);
    sendToAnalytics(['event', 'ad', { eventAction: 'click' }]);
    const [entry] = window.dataLayer ?? [];
    expect(Array.isArray(entry)).toBe(false);
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual(['event', 'ad', { eventAction: 'click' }]);
  });

  it('keeps a queue and a gtag function that already exist', () => {
    const existing: unknown[] = ['earlier'];
    const gtag = jest.fn();
    window.dataLayer = existing;
    window.gtag = gtag;
    installGtagQueue(window);
    sendToAnalytics(['js', 'now']);
    expect(window.dataLayer).toBe(existing);
    expect(gtag).toHaveBeenCalledWith('js', 'now');
  });

  it('sends nothing for an event that lost its sampling draw', () => {
    installGtagQueue(window);
    sendToAnalytics(null);
    expect(window.dataLayer).toEqual([]);
  });
});
