import {
  adEventCommand,
  canonicalLocation,
  clickEventCommand,
  configCommand,
  consentDefaultCommand,
  consentUpdateCommand,
  feedbackCommand,
  isSampled,
  pageViewCommand,
  roundDevicePixelRatio,
  shouldReportWebVitals,
  userPropertiesCommand,
  webVitalCommand,
} from '../analytics';

const fixed = (value: number) => () => value;

describe('consent and configuration', () => {
  it('starts with every consent type denied and waits 500 ms for an update', () => {
    expect(consentDefaultCommand()).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
    ]);
  });

  it('grants or denies analytics storage only', () => {
    expect(consentUpdateCommand(true)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(consentUpdateCommand(false)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });

  it('configures the measurement ID without an automatic page view', () => {
    expect(configCommand('G-ABC')).toEqual(['config', 'G-ABC', { send_page_view: false }]);
  });
});

describe('page views', () => {
  it('reports the title, the language-less location without hash or query, and the product', () => {
    expect(pageViewCommand('Bars - MUI X', '/zh/x/react-charts/bars/?tab=1#stacking')).toEqual([
      'event',
      'page_view',
      { page_title: 'Bars - MUI X', page_location: '/x/react-charts/bars/', productId: 'x-charts', productCategoryId: 'x' },
    ]);
  });

  it('maps API pages to their product and other pages to the string null', () => {
    expect(pageViewCommand('t', '/x/api/data-grid/data-grid/')[2]).toMatchObject({ productId: 'x-data-grid', productCategoryId: 'x' });
    expect(pageViewCommand('t', '/x/introduction/')[2]).toMatchObject({ productId: 'null', productCategoryId: 'x' });
    expect(canonicalLocation('/x/introduction/#top')).toBe('/x/introduction/');
  });
});

describe('user properties', () => {
  it('sends every property, the pixel ratio rounded to one decimal', () => {
    expect(
      userPropertiesCommand({
        codeVariant: 'JS',
        userLanguage: 'zh',
        devicePixelRatio: 1.3333,
        colorSchemeOS: 'dark',
        colorScheme: 'light',
        codeStylingVariant: 'Tailwind',
      }),
    ).toEqual([
      'set',
      'user_properties',
      {
        codeVariant: 'JS',
        userLanguage: 'zh',
        devicePixelRatio: 1.3,
        colorSchemeOS: 'dark',
        colorScheme: 'light',
        codeStylingVariant: 'Tailwind',
      },
    ]);
  });

  it.each([
    [2.25, 2.3],
    [0.95, 1],
    [3, 3],
    [Number.NaN, 1],
    [0, 1],
  ])('rounds a pixel ratio of %p to %p', (ratio, rounded) => {
    expect(roundDevicePixelRatio(ratio)).toBe(rounded);
  });
});

describe('click events', () => {
  const attributes = { category: 'demo', action: 'copy', label: 'BasicGrid', split: null };

  it('sends the category as the event name with action and label', () => {
    expect(clickEventCommand(attributes, fixed(0.99))).toEqual(['event', 'demo', { eventAction: 'copy', eventLabel: 'BasicGrid' }]);
  });

  it('skips a click whose split is below the draw and keeps it otherwise', () => {
    expect(clickEventCommand({ ...attributes, split: '0.1' }, fixed(0.5))).toBeNull();
    expect(clickEventCommand({ ...attributes, split: '0.1' }, fixed(0.05))).not.toBeNull();
    expect(clickEventCommand({ ...attributes, split: '1' }, fixed(0.99))).not.toBeNull();
  });

  it('ignores a split that is not a number', () => {
    expect(clickEventCommand({ ...attributes, split: 'half' }, fixed(0.99))).not.toBeNull();
  });
});

describe('sampling', () => {
  it('samples the given share of draws', () => {
    expect(isSampled(0.1, fixed(0.0999))).toBe(true);
    expect(isSampled(0.1, fixed(0.1))).toBe(false);
  });

  it('reports web vitals for about 0.01 % of sessions', () => {
    expect(shouldReportWebVitals(fixed(0.0001))).toBe(true);
    expect(shouldReportWebVitals(fixed(0.00011))).toBe(false);
  });

  it('reports one ad display in ten, and every click and crash', () => {
    expect(adEventCommand('display', 'in-house-themes', fixed(0.09))).toEqual([
      'event',
      'ad',
      { eventAction: 'display', eventLabel: 'in-house-themes' },
    ]);
    expect(adEventCommand('display', 'in-house-themes', fixed(0.1))).toBeNull();
    expect(adEventCommand('click', 'carbon-image', fixed(0.99))).toEqual([
      'event',
      'ad',
      { eventAction: 'click', eventLabel: 'carbon-image' },
    ]);
    expect(adEventCommand('crash', 'ad-slot', fixed(0.99))).toEqual(['event', 'ad', { eventAction: 'crash', eventLabel: 'ad-slot' }]);
  });
});

describe('web vitals', () => {
  it('names the event after the metric and sends its fields', () => {
    expect(webVitalCommand({ name: 'LCP', value: 1234.5, delta: 1234.5, id: 'v5-1', rating: 'good' })).toEqual([
      'event',
      'LCP',
      { value: 1235, metric_label: 'good', metric_value: 1234.5, metric_delta: 1234.5, metric_id: 'v5-1' },
    ]);
  });

  it('sends layout shift in thousandths, as analytics sums integers', () => {
    expect(webVitalCommand({ name: 'CLS', value: 0.12, delta: 0.02, id: 'v5-2', rating: 'needs-improvement' })[2]).toMatchObject({
      value: 20,
      metric_value: 0.12,
      metric_delta: 0.02,
    });
  });
});

describe('page feedback', () => {
  it('sends the vote with the page', () => {
    expect(feedbackCommand('/zh/x/react-charts/bars/', 'yes')).toEqual([
      'event',
      'feedback',
      { eventAction: 'vote', eventLabel: '/x/react-charts/bars/', page: '/x/react-charts/bars/', vote: 'yes' },
    ]);
  });

  it('adds a trimmed comment, cut to 500 characters', () => {
    const [, , fields] = feedbackCommand('/x/introduction/', 'no', `  ${'a'.repeat(600)}  `);
    expect(fields).toMatchObject({ eventAction: 'comment', vote: 'no', comment: 'a'.repeat(500) });
  });

  it('treats a blank comment as none', () => {
    expect(feedbackCommand('/x/introduction/', 'no', '   ')[2]).not.toHaveProperty('comment');
  });
});
