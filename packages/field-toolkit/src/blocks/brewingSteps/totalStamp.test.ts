import { userEntities } from '@coffee/suite';
import { renderHook } from '@testing-library/react';
import { brewingEntities, findField } from '@coffee/domain';
import type { EntityDef } from '@coffee/domain';
import { applyAction } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { resetTimer, stopwatchStore, tickTimers } from '@coffee/field-toolkit/runtime';
import { BREWING_TIMER } from './steps';
import { brewingSteps } from './brewingSteps';
import { useBrewingFormTimer } from './useBrewingTimer';

/** Every record the brewing steps block is drawn on: the user's brew, setting and coffee note, the cafe's brew. */
const RECORDS: ReadonlyArray<[string, EntityDef]> = [
  ['user brew', brewingEntities.UserBrewingResult],
  ['user setting', brewingEntities.UserBrewingDefault],
  ['user coffee note', userEntities.UserQCCoffeebean],
  ['cafe brew', brewingEntities.CafeBrewingResult],
];

const block = brewingSteps();
const START = Date.parse('2026-11-24T09:00:00');

afterEach(() => {
  resetTimer(BREWING_TIMER);
  jest.useRealTimers();
});

describe.each(RECORDS)('the brewing steps block on the %s', (_name, entity) => {
  it('names only fields the record has: the timer, the total, the steps and their stamps', () => {
    const named = [...block.sections.flatMap((section) => section.fields), ...Object.keys(block.fieldActions)];
    expect(named.filter((name) => !findField(entity, name))).toEqual([]);
  });

  /** A write form with its timer; `press` pushes a field's button `seconds` after the start, the clock ticking as the stopwatch does. */
  function brew(initial: FormValues = { brewing_step_use: true }) {
    jest.useFakeTimers({ now: START });
    let values: FormValues = initial;
    const timer = renderHook((current: FormValues) => useBrewingFormTimer({ values: current, mode: 'write' }), {
      initialProps: values,
    });
    const press = (name: string, seconds: number) => {
      const now = START + seconds * 1000;
      jest.setSystemTime(now);
      tickTimers(now);
      const def = findField(entity, name)!;
      const action = block.fieldActions[name]?.actions?.[0];
      if (!action) throw new Error(`no button on ${name}`);
      const set = applyAction(action, def, values, now, stopwatchStore.getState().timers);
      values = { ...values, ...(set as FormValues | null) };
      timer.rerender(values);
    };
    return { press, values: () => values };
  }

  it('fills the total brewing time after start, a step stamp and the end step stamp', () => {
    const { press, values: current } = brew();
    press('brewing_start_time', 0);
    press('brewing_step1_term', 30);
    press('brewing_step_end_term', 150);
    press('brewing_term', 155);
    expect(current()).toMatchObject({ brewing_step1_term: 30, brewing_step_end_term: 150, brewing_term: 155 });
    // The total ends the brew.
    expect(stopwatchStore.getState().timers[BREWING_TIMER]?.startedAt).toBeNull();
  });

  it('stamps the total after the clock stopped at an end step time planned ahead', () => {
    const { press, values: current } = brew({ brewing_step_use: true, brewing_step_end_term: 120 });
    press('brewing_start_time', 0);
    press('brewing_step1_term', 30);
    tickTimers(START + 125_000);
    // behaviour §01-4: past its last threshold the clock stops; the brew itself goes on until its total.
    expect(stopwatchStore.getState().timers[BREWING_TIMER]?.startedAt).toBeNull();
    press('brewing_term', 140);
    expect(current()).toMatchObject({ brewing_step1_term: 30, brewing_step_end_term: 120, brewing_term: 140 });
  });

  it('stamps nothing before the start time is set', () => {
    const { press, values: current } = brew();
    press('brewing_term', 10);
    expect(current().brewing_term).toBeUndefined();
  });
});
