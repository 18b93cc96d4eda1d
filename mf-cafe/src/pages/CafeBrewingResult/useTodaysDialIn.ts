import { useEffect, useRef } from 'react';
import { detailQuery, fetchAnswer, listQuery } from '@coffee/api-client/query';
import { isOk } from '@coffee/api-client';
import { DIAL_IN_BREW_FIELDS } from '@coffee/domain/brewing';
import { localToday } from '@coffee/domain/kernel';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { CAFE_PAGES } from '../../../model';

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** The setting a "repeat last brew" just filled in (one result form is open at a time). */
let repeatedRecipe: unknown;

/** The repeat's numbers stay: the day's dial-in does not fill in over them (behaviour §10-4.2). */
export function keepRepeatedRecipe(recipe: unknown): void {
  repeatedRecipe = recipe;
}

/** The bean's dial-in of the cafe's local day, or undefined (behaviour §10-3.3). */
async function todaysDialIn(bean: unknown): Promise<Record<string, unknown> | undefined> {
  const api = CAFE_PAGES.CafeSettingToday.api;
  const list = await fetchAnswer(
    listQuery<{ dialin_seq: number; dialin_date: string }>(api.list, {
      page: 1,
      list_count: 10,
      coffeebean_seq: String(bean),
    }),
  );
  const today = localToday();
  const row = isOk(list) ? list.result.find((candidate) => candidate.dialin_date === today) : undefined;
  if (!row) return undefined;
  const detail = await fetchAnswer(detailQuery<Record<string, unknown>>(api.detail, row.dialin_seq));
  return isOk(detail) ? detail.result : undefined;
}

/**
 * Choosing a brewing setting on a new brew fills in the bean's dial-in of the day (behaviour §10-3.3), once the
 * setting's bean is known.
 */
export function useTodaysDialIn({ values, mode, batch }: PageContext): void {
  const handled = useRef<unknown>(undefined);
  const recipe = values.brewing_seq;
  const bean = values.coffeebean_seq;
  useEffect(() => {
    if (mode !== 'write' || blank(recipe) || blank(bean) || handled.current === recipe) return;
    handled.current = recipe;
    if (recipe === repeatedRecipe) return void (repeatedRecipe = undefined);
    void todaysDialIn(bean).then((dialIn) => {
      if (!dialIn) return;
      batch(
        Object.fromEntries(
          DIAL_IN_BREW_FIELDS.filter((name) => !blank(dialIn[name])).map((name) => [name, dialIn[name]]),
        ),
      );
    });
  }, [mode, recipe, bean, batch]);
}
