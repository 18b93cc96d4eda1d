import { useEffect, useRef } from 'react';
import { apiGet, isOk } from '@coffee/api-client';
import type { PageContext } from '@coffee/field-toolkit/engine';

export const PREFILL_PATH = '/api/cafe/setting/today/prefill';

/**
 * A new dial-in takes the numbers of the chosen bean's last dial-in (or its target) when the barista picks the bean;
 * a later pick of another bean replaces them. Records being edited are left alone.
 */
export function useDialInPrefill({ mode, values, batch }: PageContext): void {
  const bean = values.coffeebean_seq;
  const seen = useRef(bean);
  useEffect(() => {
    if (seen.current === bean) return;
    seen.current = bean;
    if (mode !== 'write' || bean === null || bean === undefined || bean === '') return;
    let current = true;
    void apiGet<Record<string, unknown>>(PREFILL_PATH, { coffeebean_seq: String(bean) }).then((response) => {
      if (current && isOk(response) && response.result) batch(response.result);
    });
    return () => {
      current = false;
    };
  }, [bean, mode, batch]);
}
