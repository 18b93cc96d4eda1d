import { useEffect, useRef, useState } from 'react';
import { isOk } from '@coffee/api-client';
import { callQuery, useQuery } from '@coffee/api-client/query';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { dialInPrefillCall } from '../../../model';

/** A pick of the bean field: the bean, its number, and the bean whose numbers it asks for (none when editing). */
interface Pick {
  bean: unknown;
  count: number;
  asked: string | null;
}

/**
 * A new dial-in takes the numbers of the chosen bean's last dial-in (or its target) when the barista picks the bean;
 * a later pick of another bean replaces them. Records being edited are left alone.
 */
export function useDialInPrefill({ mode, values, batch }: PageContext): void {
  const bean = values.coffeebean_seq;
  const [pick, setPick] = useState<Pick>({ bean, count: 0, asked: null });
  if (pick.bean !== bean) {
    const asked = mode === 'write' && bean !== null && bean !== undefined && bean !== '' ? String(bean) : null;
    setPick({ bean, count: pick.count + 1, asked });
  }
  const prefill = useQuery({
    ...callQuery(dialInPrefillCall, { coffeebean_seq: pick.asked ?? '' }),
    enabled: pick.asked !== null,
  });
  // Each pick fills the form once, with an answer fetched for it (not one cached from an earlier pick).
  const filled = useRef(0);
  useEffect(() => {
    if (pick.asked === null || filled.current === pick.count || !prefill.data || prefill.isFetching) return;
    filled.current = pick.count;
    if (isOk(prefill.data) && prefill.data.result) batch(prefill.data.result);
  }, [pick, prefill.data, prefill.isFetching, batch]);
}
