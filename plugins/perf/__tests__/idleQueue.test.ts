import { createIdleQueue, type IdleDeadlineLike } from '@site/plugins/perf/idleQueue';

/** A scheduler the test drives: each idle period gets the given number of jobs' worth of time. */
function manualScheduler() {
  const callbacks: Array<(deadline: IdleDeadlineLike) => void> = [];
  return {
    schedule: (callback: (deadline: IdleDeadlineLike) => void) => callbacks.push(callback),
    pending: () => callbacks.length,
    /** Runs the next idle period; `jobs` is how many timeRemaining() checks answer "time left". */
    idle(jobs: number) {
      let left = jobs;
      callbacks.shift()?.({ timeRemaining: () => (left-- > 0 ? 5 : 0) });
    },
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, then as many jobs as the idle period allows', () => {
    const scheduler = manualScheduler();
    const ran: string[] = [];
    const queue = createIdleQueue((key: string) => ran.push(key), scheduler.schedule);
    ['/a/', '/b/', '/c/', '/d/'].forEach((key) => queue.add(key));
    expect(ran).toEqual([]);
    expect(scheduler.pending()).toBe(1);

    scheduler.idle(1);
    expect(ran).toEqual(['/a/', '/b/']);
    scheduler.idle(5);
    expect(ran).toEqual(['/a/', '/b/', '/c/', '/d/']);
    expect(scheduler.pending()).toBe(0);
  });

  it('runs one job per idle period even when none has time left, so the queue always drains', () => {
    const scheduler = manualScheduler();
    const ran: string[] = [];
    const queue = createIdleQueue((key: string) => ran.push(key), scheduler.schedule);
    queue.add('/a/');
    queue.add('/b/');
    scheduler.idle(0);
    expect(ran).toEqual(['/a/']);
    scheduler.idle(0);
    expect(ran).toEqual(['/a/', '/b/']);
  });

  it('runs each key once, however often it is added', () => {
    const scheduler = manualScheduler();
    const ran: string[] = [];
    const queue = createIdleQueue((key: string) => ran.push(key), scheduler.schedule);
    expect(queue.add('/a/')).toBe(true);
    expect(queue.add('/a/')).toBe(false);
    scheduler.idle(5);
    expect(queue.add('/a/')).toBe(false);
    expect(ran).toEqual(['/a/']);
    expect(scheduler.pending()).toBe(0);
  });

  it('goes on with the next jobs when one throws', () => {
    const scheduler = manualScheduler();
    const ran: string[] = [];
    const queue = createIdleQueue((key: string) => {
      if (key === '/broken/') throw new Error('no such route');
      ran.push(key);
    }, scheduler.schedule);
    ['/a/', '/broken/', '/b/'].forEach((key) => queue.add(key));
    scheduler.idle(5);
    expect(ran).toEqual(['/a/', '/b/']);
  });
});
