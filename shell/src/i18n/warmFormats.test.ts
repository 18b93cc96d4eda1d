import { warmFormats } from './warmFormats';

it('makes a date and a number format in the page language once the browser is idle, not before', () => {
  const idle: IdleRequestCallback[] = [];
  globalThis.requestIdleCallback = jest.fn((task: IdleRequestCallback) => idle.push(task));
  const dates = jest.spyOn(Intl, 'DateTimeFormat');
  const numbers = jest.spyOn(Intl, 'NumberFormat');
  document.documentElement.lang = 'ko';
  warmFormats();
  expect(dates).not.toHaveBeenCalled();
  expect(idle).toHaveLength(1);
  idle[0]!({ didTimeout: false, timeRemaining: () => 50 });
  expect(dates).toHaveBeenCalledWith('ko', expect.objectContaining({ month: 'long' }));
  expect(numbers).toHaveBeenCalledWith('ko');
  dates.mockRestore();
  numbers.mockRestore();
});
