import { describe, expect, it } from 'vitest';
import { traceTasks } from './trace-tasks.js';

const PID = 7;
const MAIN = 7;
const NAV = 1_000_000;
const ms = (value: number): number => value * 1000;

/** A call into the script at `url` on the main thread of renderer `pid`, `at` ms after navigation. */
function scriptCall(pid: number, at: number, url: string): object {
  return {
    name: 'FunctionCall',
    ph: 'X',
    pid,
    tid: pid,
    ts: NAV + ms(at),
    dur: 1,
    args: { data: { url } },
  };
}

/** A renderer whose main thread ran `tasks` ([start, wall, cpu] in ms after navigation). */
function traceOf(tasks: [number, number, number][], extra: object[] = []): object {
  return {
    traceEvents: [
      { name: 'thread_name', ph: 'M', pid: PID, tid: MAIN, args: { name: 'CrRendererMain' } },
      // A new tab starts blank: its own navigation comes first.
      { name: 'navigationStart', ph: 'R', pid: PID, tid: MAIN, ts: NAV - ms(500) },
      { name: 'navigationStart', ph: 'R', pid: PID, tid: MAIN, ts: NAV },
      { name: 'firstContentfulPaint', ph: 'R', pid: PID, tid: MAIN, ts: NAV + ms(100) },
      // The page's own script, which marks this renderer as the page's.
      scriptCall(PID, 90, 'http://x/assets/app-XyZ12345.js'),
      ...tasks.map(([at, wall, cpu]) => ({
        name: 'RunTask',
        ph: 'X',
        pid: PID,
        tid: MAIN,
        ts: NAV + ms(at),
        dur: ms(wall),
        tdur: ms(cpu),
      })),
      ...extra,
    ],
  };
}

describe('traceTasks', () => {
  it('counts blocking time from CPU time after the first paint, 4 times over less 50 ms', () => {
    const { blockingMs, tasks } = traceTasks(
      traceOf([
        [50, 80, 40], // before the first paint: not counted
        [200, 90, 30], // 4 × 30 - 50 = 70
        [400, 60, 10], // 4 × 10 < 50: nothing
        [600, 20, 20], // 4 × 20 - 50 = 30
      ]),
    );
    expect(blockingMs).toBe(100);
    expect(tasks.map((task) => [task.at, task.wallMs, task.cpuMs])).toEqual([
      [200, 90, 30],
      [600, 20, 20],
    ]);
  });

  it('leaves out tasks where the test harness evaluated a script, and names the files a task ran', () => {
    // Samples at 0 (outside any task), 210 and 215 ms in MUI's chunk, 220 and 225 in the app's.
    const sampleTimes = [0, ms(210), ms(5), ms(5), ms(5)];
    const trace = traceOf(
      [
        [200, 30, 30],
        [300, 30, 30],
      ],
      [
        {
          name: 'EvaluateScript',
          ph: 'X',
          pid: PID,
          tid: MAIN,
          ts: NAV + ms(305),
          dur: 1,
          args: {},
        },
        {
          name: 'Profile',
          ph: 'P',
          pid: PID,
          tid: MAIN,
          id: '0x1',
          args: { data: { startTime: NAV } },
        },
        {
          name: 'ProfileChunk',
          ph: 'P',
          pid: PID,
          tid: 99,
          id: '0x1',
          args: {
            data: {
              cpuProfile: {
                nodes: [
                  { id: 1, callFrame: { functionName: '(root)' } },
                  {
                    id: 2,
                    parent: 1,
                    callFrame: { functionName: 'a', url: 'http://x/assets/mui-core-AbCdEf12.js' },
                  },
                  {
                    id: 3,
                    parent: 1,
                    callFrame: { functionName: 'b', url: 'http://x/assets/app-XyZ12345.js' },
                  },
                ],
                samples: [1, 2, 2, 3, 3],
              },
              timeDeltas: sampleTimes,
            },
          },
        },
      ],
    );
    const result = traceTasks(trace);
    expect(result.blockingMs).toBe(70);
    expect(result.tasks).toHaveLength(1);
    expect(result.tasks[0]?.files.map(([file]) => file)).toEqual([
      '/assets/mui-core.js',
      '/assets/app.js',
    ]);
  });

  it("reads the page's renderer, not a busier one of the browser's own pages", () => {
    const browserPage = 9;
    const trace = traceOf(
      [[200, 30, 30]],
      [
        {
          name: 'thread_name',
          ph: 'M',
          pid: browserPage,
          tid: browserPage,
          args: { name: 'CrRendererMain' },
        },
        { name: 'navigationStart', ph: 'R', pid: browserPage, tid: browserPage, ts: NAV },
        scriptCall(browserPage, 10, 'chrome://omnibox-popup.top-chrome/app.js'),
        {
          name: 'RunTask',
          ph: 'X',
          pid: browserPage,
          tid: browserPage,
          ts: NAV + ms(300),
          dur: ms(5000),
          tdur: ms(90),
        },
      ],
    );
    const { blockingMs, tasks } = traceTasks(trace);
    expect(blockingMs).toBe(70);
    expect(tasks.map((task) => task.at)).toEqual([200]);
  });

  it('refuses a trace with no page', () => {
    expect(() => traceTasks({ traceEvents: [] })).toThrow('no renderer main thread');
    expect(() => traceTasks(null)).toThrow();
  });
});
