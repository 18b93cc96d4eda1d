import { useEffect, useRef } from 'react';
import { isOk } from '@coffee/api-client';
import { callQuery, useQuery } from '@coffee/api-client/query';
import { findField } from '@coffee/domain';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { rowReplacement } from '@coffee/field-toolkit/forms';
import { CAFE_PAGES, cafeOrderCalls } from '../../../model';

/** "Order again" from a received bean's run-out forecast (behaviour §05-5): a new order filled from its last order. */
export function useOrderAgain(context: PageContext): void {
  const received = context.mode === 'write' ? context.query.get('received_seq') : null;
  const last = useQuery({
    ...callQuery(cafeOrderCalls.last, { received_seq: received ?? '' }),
    enabled: received !== null,
  });
  const filled = useRef(false);
  const answer = last.data;
  useEffect(() => {
    if (filled.current || !answer || !isOk(answer) || !answer.result) return;
    filled.current = true;
    const list = findField(CAFE_PAGES.CafeOrder.entity, 'order_list');
    if (!list) return;
    // A sub-list is indexed fields in the form.
    context.batch({
      ...rowReplacement(context.values, list, answer.result.order_list),
      roaster_seq: answer.result.roaster_seq,
    });
  }, [answer, context]);
}
