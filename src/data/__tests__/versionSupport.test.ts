import { MAJOR_SUPPORT, supportOn } from '../versions/support';

describe('supportOn', () => {
  it('gives a major every fix until the next major, then security and regression fixes until its end', () => {
    expect(supportOn(8, '2026-01-10')).toEqual({ status: 'active' });
    expect(supportOn(8, '2026-11-29')).toEqual({ status: 'fixes-only', until: '2028-04-08' });
    expect(supportOn(7, '2026-11-29')).toEqual({ status: 'fixes-only', until: '2027-04-17' });
    expect(supportOn(7, '2027-04-17')).toEqual({ status: 'ended', since: '2027-04-17' });
    expect(supportOn(6, '2026-11-29')).toEqual({ status: 'ended', since: '2026-03-23' });
    expect(supportOn(9, '2026-11-29')).toEqual({ status: 'active' });
    expect(supportOn(3, '2026-11-29')).toEqual({ status: 'unknown' });
  });

  it('lists the majors newest first, each released before the next', () => {
    const majors = MAJOR_SUPPORT.map((entry) => entry.major);
    expect(majors).toEqual([...majors].sort((a, b) => b - a));
    for (const [newer, older] of MAJOR_SUPPORT.slice(0, -1).map((entry, index) => [entry, MAJOR_SUPPORT[index + 1]!] as const)) {
      expect(older.released < newer.released).toBe(true);
    }
  });
});
