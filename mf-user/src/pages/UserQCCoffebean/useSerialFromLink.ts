import { useEffect, useRef } from 'react';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { dayTermOf } from '../../shared/brewRules';
import { lookUpSerial } from '../../shared/serial';

/**
 * A note opened from a public bean page (`write?type=...&serial=...`, behaviour §03-2.1) looks its serial up once, so the
 * bean arrives filled, with the beans' age on the note's date.
 */
export function useSerialFromLink({ mode, query, batch, values }: PageContext): void {
  const done = useRef(false);
  // A new note starts on today's date: the lookup is answered against it.
  const noteDate = useRef(values.cupnote_date);
  const type = query.get('type');
  const serial = query.get('serial');
  useEffect(() => {
    if (done.current || mode !== 'write' || !type || !serial) return;
    done.current = true;
    void lookUpSerial(type, serial).then((found) => {
      if (!('error' in found))
        batch({ ...found, brewing_date_term: dayTermOf(noteDate.current, found.blending_result_date) });
    });
  }, [mode, type, serial, batch]);
}
