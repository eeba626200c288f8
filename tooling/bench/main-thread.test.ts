import { mainThreadFigures, type TraceEvent } from './main-thread';

const PAGE = { pid: 7, tid: 1 };
const task = (ts: number, durMs: number, cpuMs: number, thread = PAGE, name = 'ThreadControllerImpl::RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
  ...thread,
});
const paint = (ts: number, thread = PAGE): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ts, ...thread });

describe('the main thread figures of a traced load', () => {
  it('sums the wall and CPU time of the page’s own tasks, not another thread’s or process’s', () => {
    const figures = mainThreadFigures([
      task(0, 30, 10),
      paint(40_000),
      task(50_000, 20, 20),
      task(60_000, 500, 500, { pid: 7, tid: 2 }),
      task(60_000, 500, 500, { pid: 9, tid: 1 }),
    ]);
    expect(figures).toEqual({ wallMs: 50, cpuMs: 30, blockingCpuMs: 30 });
  });

  it('counts the tasks Lighthouse counts, under each name a trace gives them, and no other event', () => {
    const names = ['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue'];
    const events = names.map((name, index) => task(index * 100_000, 10, 1, PAGE, name));
    events.push({ ...task(500_000, 10, 1, PAGE, 'EventDispatch') }, { ...task(600_000, 10, 1), ph: 'I' }, paint(0));
    expect(mainThreadFigures(events)).toMatchObject({ wallMs: 40, cpuMs: 4 });
  });

  it('counts a task run inside another once, as part of it, in whatever order the trace lists them', () => {
    const outer = task(1_000, 40, 12, PAGE, 'RunTask');
    const inner = task(1_000, 5, 5);
    const later = task(2_000, 5, 5);
    const after = task(41_000, 5, 3);
    for (const events of [
      [paint(0), outer, inner, later, after],
      [after, later, inner, outer, paint(0)],
    ]) {
      expect(mainThreadFigures(events)).toEqual({ wallMs: 45, cpuMs: 15, blockingCpuMs: 0 });
    }
  });

  it('counts as blocking the CPU time × 4 over 50 ms of each task that begins after the first contentful paint', () => {
    const figures = mainThreadFigures([
      task(0, 100, 100),
      task(120_000, 50, 50),
      paint(200_000),
      task(200_000, 90, 20),
      task(300_000, 90, 12),
      task(400_000, 90, 13),
      task(500_000, 300, 40),
    ]);
    expect(figures.blockingCpuMs).toBe(30 + 0 + 2 + 110);
    expect(figures.wallMs).toBe(720);
  });

  it('reads the first paint of the page: the earliest, and refuses one painted on another thread too', () => {
    expect(mainThreadFigures([paint(300_000), paint(100_000), task(200_000, 90, 20)]).blockingCpuMs).toBe(30);
    expect(() => mainThreadFigures([paint(0), paint(10_000, { pid: 8, tid: 1 }), task(0, 10, 10)])).toThrow('frames on other threads painted too');
  });

  it('refuses a trace without a first contentful paint', () => {
    expect(() => mainThreadFigures([task(0, 10, 10)])).toThrow('the trace has no first contentful paint');
  });

  it('counts a task of microseconds without its thread time (Chromium leaves it off some) at its wall time, and refuses a longer one', () => {
    expect(mainThreadFigures([paint(0), task(0, 10, 4), { ...task(20_000, 0.003, 0), tdur: undefined }])).toEqual({
      wallMs: 10.003,
      cpuMs: 4.003,
      blockingCpuMs: 0,
    });
    expect(() => mainThreadFigures([paint(0), { ...task(0, 10, 10), tdur: undefined }])).toThrow('a task of 10000 µs at 0 has no thread time');
  });
});
