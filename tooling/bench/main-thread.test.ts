import { mainThreadFigures } from './main-thread';

const PAGE = { pid: 7, tid: 1 };
const task = (ts: number, durMs: number, cpuMs: number, thread = PAGE, name = 'ThreadControllerImpl::RunTask') => ({
  name,
  ph: 'X',
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
  ...thread,
});
const paint = (ts: number) => ({ name: 'firstContentfulPaint', ph: 'R', ts, ...PAGE });

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

  it('counts a task run inside another once, as part of it, whichever name the trace gives it', () => {
    expect(mainThreadFigures([paint(0), task(1_000, 40, 12), task(2_000, 5, 5, PAGE, 'RunTask'), task(50_000, 5, 3, PAGE, 'RunTask')])).toEqual({
      wallMs: 45,
      cpuMs: 15,
      blockingCpuMs: 0,
    });
  });

  it('counts as blocking the CPU time × 4 over 50 ms of each task after the first contentful paint', () => {
    const figures = mainThreadFigures([task(0, 100, 100), paint(200_000), task(300_000, 90, 12), task(400_000, 90, 13), task(500_000, 300, 40)]);
    expect(figures.blockingCpuMs).toBe(0 + 2 + 110);
    expect(figures.wallMs).toBe(580);
  });

  it('refuses a trace without a first contentful paint', () => {
    expect(() => mainThreadFigures([task(0, 10, 10)])).toThrow('the trace has no first contentful paint');
  });
});
