import { highestPlan, isBeyondPlan, lowestPlan, plansIncluded } from '../plans';

describe('plans', () => {
  it('puts Pro beyond Community, Premium beyond Pro, and nothing beyond an unchosen plan', () => {
    expect(isBeyondPlan('pro', 'community')).toBe(true);
    expect(isBeyondPlan('premium', 'pro')).toBe(true);
    expect(isBeyondPlan('pro', 'premium')).toBe(false);
    expect(isBeyondPlan('pro', 'pro')).toBe(false);
    expect(isBeyondPlan('premium', null)).toBe(false);
  });

  it('lists the plans a plan includes', () => {
    expect(plansIncluded('community')).toEqual(['community']);
    expect(plansIncluded('pro')).toEqual(['community', 'pro']);
    expect(plansIncluded(null)).toEqual(['community', 'pro', 'premium']);
  });

  it('finds the highest and the lowest of some plans', () => {
    expect(highestPlan(['pro', 'community', 'premium', 'pro'])).toBe('premium');
    expect(highestPlan([])).toBe('community');
    expect(lowestPlan(['premium', 'pro'])).toBe('pro');
    expect(lowestPlan([])).toBeUndefined();
  });
});
