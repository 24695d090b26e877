import { PLANS_IN_ORDER } from '@site/src/lib/plans';
import { planLensHeadScript } from '../planLens/headScript';
import {
  applyPlanLens,
  NO_PLAN_LENS,
  parsePlanLens,
  planLensOf,
  PLAN_LENS_STORAGE_KEY,
  readStoredPlanLens,
  serializePlanLens,
  writeStoredPlanLens,
} from '../planLens/planLens';

const html = document.documentElement;

function storageThatThrows(): Storage {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}

const refusingStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('quota', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
} as unknown as Storage;

afterEach(() => {
  window.localStorage.clear();
  applyPlanLens(NO_PLAN_LENS, html);
});

describe('the stored plan lens', () => {
  it('reads back what it wrote', () => {
    for (const plan of PLANS_IN_ORDER) {
      expect(parsePlanLens(serializePlanLens({ plan, hide: true }))).toEqual({ plan, hide: true });
    }
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', 'community'],
    ['JSON that is not an object', '"pro"'],
    ['an unknown plan', '{"plan":"enterprise","hide":true}'],
    ['a plan that is not a string', '{"plan":2}'],
    ['an array', '["pro"]'],
  ])('reads %s as no plan chosen', (_case, stored) => {
    expect(parsePlanLens(stored)).toEqual(NO_PLAN_LENS);
  });

  it('hides only when told so with true', () => {
    expect(parsePlanLens('{"plan":"pro","hide":"yes"}')).toEqual({ plan: 'pro', hide: false });
  });

  it('reads storage that throws as no plan chosen, and says a refused write was not kept', () => {
    expect(readStoredPlanLens(storageThatThrows)).toEqual(NO_PLAN_LENS);
    expect(readStoredPlanLens(() => refusingStorage)).toEqual(NO_PLAN_LENS);
    expect(writeStoredPlanLens({ plan: 'pro', hide: false }, () => refusingStorage)).toBe(false);
  });

  it('forgets the lens when no plan is chosen', () => {
    writeStoredPlanLens({ plan: 'premium', hide: true }, () => window.localStorage);
    expect(readStoredPlanLens(() => window.localStorage)).toEqual({ plan: 'premium', hide: true });
    writeStoredPlanLens(NO_PLAN_LENS, () => window.localStorage);
    expect(window.localStorage.getItem(PLAN_LENS_STORAGE_KEY)).toBeNull();
  });
});

describe('the lens on <html>', () => {
  it('publishes the plan and the hide option, and removes both without a plan', () => {
    applyPlanLens({ plan: 'community', hide: true }, html);
    expect(html.getAttribute('data-plan-lens')).toBe('community');
    expect(html.hasAttribute('data-plan-lens-hide')).toBe(true);
    expect(planLensOf(html)).toEqual({ plan: 'community', hide: true });
    applyPlanLens({ plan: 'pro', hide: false }, html);
    expect(planLensOf(html)).toEqual({ plan: 'pro', hide: false });
    applyPlanLens(NO_PLAN_LENS, html);
    expect(html.hasAttribute('data-plan-lens')).toBe(false);
  });

  it('reads an attribute it did not write as no lens', () => {
    html.setAttribute('data-plan-lens', 'gold');
    expect(planLensOf(html)).toEqual(NO_PLAN_LENS);
  });
});

describe('the head script', () => {
  const runHeadScript = () => new Function(planLensHeadScript())();

  it('puts the stored lens on <html> before the page starts', () => {
    window.localStorage.setItem(PLAN_LENS_STORAGE_KEY, serializePlanLens({ plan: 'community', hide: true }));
    runHeadScript();
    expect(planLensOf(html)).toEqual({ plan: 'community', hide: true });
  });

  it('leaves the page without a lens for a stored value it does not know', () => {
    window.localStorage.setItem(PLAN_LENS_STORAGE_KEY, '{"plan":"gold"}');
    runHeadScript();
    expect(html.hasAttribute('data-plan-lens')).toBe(false);
  });

  it('does not throw when storage does', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runHeadScript).not.toThrow();
    expect(html.hasAttribute('data-plan-lens')).toBe(false);
    getItem.mockRestore();
  });
});
