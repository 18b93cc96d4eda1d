import { LONGEST_HOLD_MS, holdWhileDrawing, whenDrawnAndIdle } from './afterDrawn';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs background work after the next frame when no page is drawing', () => {
  const task = jest.fn();
  whenDrawnAndIdle(task);
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersByTime(50);
  expect(task).toHaveBeenCalledTimes(1);
});

it('holds background work while a page draws its main content, and runs it once the last hold is released', () => {
  const form = holdWhileDrawing();
  const list = holdWhileDrawing();
  const task = jest.fn();
  whenDrawnAndIdle(task);
  form();
  jest.advanceTimersByTime(1000);
  expect(task).not.toHaveBeenCalled();
  list();
  // Released twice: counted once.
  list();
  jest.advanceTimersByTime(50);
  expect(task).toHaveBeenCalledTimes(1);
  expect(whenDrawnAndIdle(task)).toBeInstanceOf(Function);
  jest.advanceTimersByTime(50);
  expect(task).toHaveBeenCalledTimes(2);
});

it('runs held work after the longest hold, should a page never say it is drawn', () => {
  const release = holdWhileDrawing();
  const task = jest.fn();
  whenDrawnAndIdle(task);
  jest.advanceTimersByTime(LONGEST_HOLD_MS - 1);
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersByTime(50);
  expect(task).toHaveBeenCalledTimes(1);
  release();
  jest.advanceTimersByTime(LONGEST_HOLD_MS);
  expect(task).toHaveBeenCalledTimes(1);
});

it('forgets cancelled work, held or waiting for its frame', () => {
  const release = holdWhileDrawing();
  const held = jest.fn();
  whenDrawnAndIdle(held)();
  release();
  const framed = jest.fn();
  whenDrawnAndIdle(framed)();
  jest.advanceTimersByTime(LONGEST_HOLD_MS + 50);
  expect(held).not.toHaveBeenCalled();
  expect(framed).not.toHaveBeenCalled();
});

it('waits again for a page that began drawing while the work waited for its frame', () => {
  const task = jest.fn();
  whenDrawnAndIdle(task);
  // The remote's page mounts between the release of what held before and the idle moment.
  const page = holdWhileDrawing();
  jest.advanceTimersByTime(1000);
  expect(task).not.toHaveBeenCalled();
  page();
  jest.advanceTimersByTime(50);
  expect(task).toHaveBeenCalledTimes(1);
});

it('counts the longest hold from the first wait, however often a page begins drawing again', () => {
  const task = jest.fn();
  whenDrawnAndIdle(task);
  const first = holdWhileDrawing();
  jest.advanceTimersByTime(LONGEST_HOLD_MS / 2);
  first();
  const second = holdWhileDrawing();
  jest.advanceTimersByTime(LONGEST_HOLD_MS / 2 + 50);
  expect(task).toHaveBeenCalledTimes(1);
  second();
});
