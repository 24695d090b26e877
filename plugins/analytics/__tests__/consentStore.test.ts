type Store = typeof import('../consentStore');
type Gtag = typeof import('../gtag');

function queued(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

/** A fresh store and queue for each test: both keep their state in their modules. */
function freshPage(): { store: Store; gtag: Gtag } {
  jest.resetModules();
  Reflect.deleteProperty(window, 'dataLayer');
  Reflect.deleteProperty(window, 'gtag');
  const gtag = jest.requireActual<Gtag>('../gtag');
  gtag.installGtagQueue(window);
  return { store: jest.requireActual<Store>('../consentStore'), gtag };
}

/** What another tab's `localStorage.setItem` looks like to this one. */
function choiceInOtherTab(oldValue: string | null, newValue: string | null): void {
  window.localStorage.setItem('docs-cookie-consent', newValue ?? '');
  window.dispatchEvent(new StorageEvent('storage', { key: 'docs-cookie-consent', oldValue, newValue }));
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = '_ga=GA1.1.123; path=/';
  document.cookie = '_ga_TEST=GS1.1.456; path=/';
});

describe('withdrawing consent', () => {
  it('denies storage, removes the cookies and lets nothing more into the queue on this page', () => {
    const { store, gtag } = freshPage();
    store.chooseConsent('analytics');
    gtag.sendToAnalytics(['event', 'page_view', {}]);
    store.chooseConsent('essential');
    const before = queued().length;
    gtag.sendToAnalytics(['event', 'page_view', {}]);
    gtag.sendToAnalytics(['event', 'feedback', {}]);

    expect(queued().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(queued()).toHaveLength(before);
    expect(document.cookie).not.toMatch(/_ga/);
  });

  it('lets analytics run again when the reader grants consent later', () => {
    const { store, gtag } = freshPage();
    const granted = jest.fn();
    store.onAnalyticsGranted(granted);
    store.chooseConsent('essential');
    store.chooseConsent('analytics');
    gtag.sendToAnalytics(['event', 'page_view', {}]);
    expect(queued().slice(-2)).toEqual([
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['event', 'page_view', {}],
    ]);
    expect(granted).toHaveBeenCalledTimes(1);
  });
});

describe('a choice made in another tab', () => {
  it('stops analytics here at once when consent is withdrawn there, and restarts it when granted again', () => {
    const { store, gtag } = freshPage();
    window.localStorage.setItem('docs-cookie-consent', 'analytics');
    const stopFollowing = store.followConsentOfOtherTabs(window);
    const withdrawn = jest.fn();
    const granted = jest.fn();
    store.onAnalyticsWithdrawn(withdrawn);
    store.onAnalyticsGranted(granted);

    choiceInOtherTab('analytics', 'essential');
    const afterWithdrawal = queued().length;
    gtag.sendToAnalytics(['event', 'page_view', {}]);
    expect(queued()).toHaveLength(afterWithdrawal);
    expect(queued().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(withdrawn).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(store.currentConsent()).toBe('essential');

    choiceInOtherTab('essential', 'analytics');
    gtag.sendToAnalytics(['event', 'page_view', {}]);
    expect(queued().at(-1)).toEqual(['event', 'page_view', {}]);
    expect(granted).toHaveBeenCalledTimes(1);
    stopFollowing();
  });

  it('treats cleared or corrupt storage as no consent, and ignores other keys', () => {
    const { store, gtag } = freshPage();
    store.followConsentOfOtherTabs(window);
    store.chooseConsent('analytics');
    window.dispatchEvent(new StorageEvent('storage', { key: 'feedback-/x/', oldValue: null, newValue: 'yes' }));
    gtag.sendToAnalytics(['event', 'a', {}]);
    expect(queued().at(-1)).toEqual(['event', 'a', {}]);

    choiceInOtherTab('analytics', '{"analytics":true}');
    gtag.sendToAnalytics(['event', 'b', {}]);
    expect(queued().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });
});
