import { logSeries, valueAt } from './timelineSeries';
import { formatClock, resolveTimelineRange, TIMELINE } from './timeline';

describe('timeline log', () => {
  const log = { '60000': { bt: 150, et: 200 }, '0': { bt: 180, et: null }, '30000': { bt: 140 }, x: { bt: 1 } };

  it('reads one series by time, skipping missing readings', () => {
    expect(logSeries(log, 'bt')).toEqual([
      { timeMs: 0, value: 180 },
      { timeMs: 30_000, value: 140 },
      { timeMs: 60_000, value: 150 },
    ]);
    expect(logSeries(log, 'et')).toEqual([{ timeMs: 60_000, value: 200 }]);
  });

  it('interpolates a value between readings for event markers', () => {
    const bt = logSeries(log, 'bt');
    expect(valueAt(bt, 45_000)).toBe(145);
    expect(valueAt(bt, 30_000)).toBe(140);
    expect(valueAt(bt, -1)).toBeNull();
    expect(valueAt(bt, 61_000)).toBeNull();
  });
});

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [85_013, '01:25'],
    [735_118, '12:15'],
    [3_600_000, '60:00'],
    [-15_000, '-00:15'],
  ])('shows %j ms as %j', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});

describe('resolveTimelineRange', () => {
  it('shows 0-180000 ms and 100-200 °C without data', () => {
    expect(resolveTimelineRange()).toEqual({ x: { min: 0, max: 180_000 }, y: { min: 100, max: 200 } });
  });

  it('widens to the data in whole minutes and tens of degrees, but not below 50 °C', () => {
    const range = resolveTimelineRange({ data: { minMs: -15_000, maxMs: 735_118, minTemp: 30.2, maxTemp: 223.1 } });
    expect(range).toEqual({ x: { min: 0, max: 780_000 }, y: { min: TIMELINE.yFloor, max: 230 } });
  });

  it('holds requested limits to the floors', () => {
    expect(resolveTimelineRange({ requested: { xMax: 10_000, yMin: 20, yMax: 250 } })).toEqual({
      x: { min: 0, max: TIMELINE.xFloor },
      y: { min: TIMELINE.yFloor, max: 250 },
    });
  });
});
