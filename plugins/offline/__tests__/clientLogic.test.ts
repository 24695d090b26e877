import {
  registerServiceWorker,
  requestedPathname,
  savedPagesOf,
  sameOriginUrls,
  shouldRegisterServiceWorker,
  urlsUnseenByWorker,
  type ServiceWorkerPage,
} from '@site/plugins/offline/serviceWorker';

class FakeWorker extends EventTarget {
  postMessage = jest.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  startUpdate(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function fakePage(registration: FakeRegistration) {
  let busy = false;
  const returnListeners: (() => void)[] = [];
  let reportLoads: (urls: string[]) => void = () => undefined;
  const page = {
    container: {
      register: jest.fn(async () => registration as unknown as ServiceWorkerRegistration),
      ready: Promise.resolve(registration as unknown as ServiceWorkerRegistration),
    },
    onReaderReturn: (listener: () => void) => {
      returnListeners.push(listener);
    },
    holdsUnsavedWork: () => busy,
    reload: jest.fn(),
    watchLoadsUnseenByWorker: (report: (urls: string[]) => void) => {
      reportLoads = report;
    },
  } satisfies ServiceWorkerPage;
  return {
    page,
    setBusy: (value: boolean) => (busy = value),
    readerReturns: () => returnListeners.forEach((listener) => listener()),
    loadUnseen: (urls: string[]) => reportLoads(urls),
  };
}

describe('shouldRegisterServiceWorker', () => {
  const conditions = { production: true, supported: true, hostname: 'mui.com', docsHost: 'mui.com' };

  it('registers in production builds on the docs host', () => {
    expect(shouldRegisterServiceWorker(conditions)).toBe(true);
    expect(shouldRegisterServiceWorker({ ...conditions, hostname: 'MUI.com' })).toBe(true);
  });

  it('does not register in development, on another host, without a host or without support', () => {
    expect(shouldRegisterServiceWorker({ ...conditions, production: false })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...conditions, hostname: '127.0.0.1' })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...conditions, docsHost: '', hostname: '' })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...conditions, supported: false })).toBe(false);
  });
});

describe('sameOriginUrls', () => {
  it('keeps the site own URLs once each, without hashes', () => {
    expect(
      sameOriginUrls(
        ['http://docs.test/x/a/#intro', 'http://docs.test/x/a/', 'https://fonts.example/f.woff2', '/assets/js/1.js'],
        'http://docs.test',
      ),
    ).toEqual(['http://docs.test/x/a/', 'http://docs.test/assets/js/1.js']);
  });
});

describe('urlsUnseenByWorker', () => {
  it('keeps the site own loads that no worker handled', () => {
    const entries = [
      { name: 'http://docs.test/x/a/', workerStart: 0 },
      { name: 'http://docs.test/assets/js/main.js', workerStart: 0 },
      { name: 'http://docs.test/assets/js/seen.js', workerStart: 812.5 },
      { name: 'https://ads.example/carbon.js', workerStart: 0 },
    ];
    expect(urlsUnseenByWorker(entries, 'http://docs.test')).toEqual(['http://docs.test/x/a/', 'http://docs.test/assets/js/main.js']);
  });
});

describe('registerServiceWorker', () => {
  it('tells an update to skip waiting once installed, then reloads only when the reader comes back to the page', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    const { page, readerReturns } = fakePage(registration);
    await registerServiceWorker('/sw.js', page);

    const update = new FakeWorker('installing');
    registration.startUpdate(update);
    expect(update.postMessage).not.toHaveBeenCalled();
    update.moveTo('installed');
    expect(update.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });

    update.moveTo('activating');
    update.moveTo('activated');
    // A page opened just before the update took over keeps its focus: the reader reads on, undisturbed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.reload).not.toHaveBeenCalled();

    readerReturns();
    expect(page.reload).toHaveBeenCalledTimes(1);
    readerReturns();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on a return that finds the reader typing or holding unsaved work, only on a later one', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    const { page, readerReturns, setBusy } = fakePage(registration);
    await registerServiceWorker('/sw.js', page);
    const update = new FakeWorker('installed');
    registration.startUpdate(update);
    update.moveTo('activated');

    setBusy(true);
    readerReturns();
    expect(page.reload).not.toHaveBeenCalled();
    setBusy(false);
    readerReturns();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('tells a worker already waiting when the page opens to skip waiting', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    registration.waiting = new FakeWorker('installed');
    const { page } = fakePage(registration);
    await registerServiceWorker('/sw.js', page);
    expect(registration.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('neither reloads nor sends skipWaiting after the first install', async () => {
    const registration = new FakeRegistration();
    const { page, readerReturns } = fakePage(registration);
    await registerServiceWorker('/sw.js', page);
    const first = new FakeWorker('installing');
    registration.startUpdate(first);
    first.moveTo('installed');
    first.moveTo('activated');
    readerReturns();
    expect(first.postMessage).not.toHaveBeenCalled();
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('hands the worker each batch of URLs the page loaded without it, to cache', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    const { page, loadUnseen } = fakePage(registration);
    await registerServiceWorker('/sw.js', page);
    loadUnseen(['http://docs.test/x/introduction/', 'http://docs.test/assets/js/main.js']);
    loadUnseen(['http://docs.test/assets/js/late-chunk.js']);
    await page.container.ready;
    expect(registration.active.postMessage.mock.calls).toEqual([
      [{ type: 'CACHE_URLS', payload: { urlsToCache: ['http://docs.test/x/introduction/', 'http://docs.test/assets/js/main.js'] } }],
      [{ type: 'CACHE_URLS', payload: { urlsToCache: ['http://docs.test/assets/js/late-chunk.js'] } }],
    ]);
  });

  it('lets a registration failure reach the caller', async () => {
    const { page } = fakePage(new FakeRegistration());
    page.container.register.mockRejectedValueOnce(new Error('SecurityError'));
    await expect(registerServiceWorker('/sw.js', page)).rejects.toThrow('SecurityError');
  });
});

describe('the offline page', () => {
  const page = (url: string, title: string) => ({ url, html: `<html><head><title>${title}</title></head></html>` });

  it('lists the saved pages of its locale once each, by title, without itself', () => {
    const saved = savedPagesOf(
      [
        page('https://mui.com/x/react-data-grid/sorting/', 'Sorting - MUI X'),
        page('https://mui.com/x/react-data-grid/sorting/?utm_source=mail', 'Sorting - MUI X'),
        page('https://mui.com/x/introduction/', 'Overview &amp; setup - MUI X'),
        page('https://mui.com/zh/x/introduction/', '概览 - MUI X'),
        page('https://mui.com/x/offline/', 'Pages available offline - MUI X'),
      ],
      '/',
      '/x/offline/',
    );
    expect(saved).toEqual([
      { pathname: '/x/introduction/', title: 'Overview & setup - MUI X' },
      { pathname: '/x/react-data-grid/sorting/', title: 'Sorting - MUI X' },
    ]);
    expect(savedPagesOf([page('https://mui.com/zh/x/introduction/', '概览 - MUI X')], '/zh/', '/zh/x/offline/')).toEqual([
      { pathname: '/zh/x/introduction/', title: '概览 - MUI X' },
    ]);
  });

  it('names the page the reader wanted only when it is a path of this site', () => {
    expect(requestedPathname('?from=%2Fx%2Freact-charts%2Fbars%2F')).toBe('/x/react-charts/bars/');
    expect(requestedPathname('?from=https%3A%2F%2Fevil.example%2F')).toBeNull();
    expect(requestedPathname('?from=%2F%2Fevil.example%2F')).toBeNull();
    expect(requestedPathname('')).toBeNull();
  });
});
