import { useEffect, useRef } from 'react';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { dayTermOf } from '../../shared/brewRules';
import { fillNote, lookUpSerial } from '../../shared/serial';

/**
 * A note opened from a public bean page (`write?type=...&serial=...`, behaviour §03-2.1) looks its serial up once, so the
 * bean arrives filled, with the beans' age on the note's date, and the note named after it (behaviour §09-3.3).
 */
export function useSerialFromLink({ mode, query, batch, values }: PageContext): void {
  const done = useRef(false);
  // The lookup is answered against the note as it is then: dated today, named after the bean unless already named.
  const note = useRef(values);
  useEffect(() => {
    note.current = values;
  });
  const type = query.get('type');
  const serial = query.get('serial');
  useEffect(() => {
    if (done.current || mode !== 'write' || !type || !serial) return;
    done.current = true;
    void lookUpSerial(type, serial).then((found) => {
      if (!('error' in found))
        batch({
          ...fillNote(found, note.current),
          brewing_date_term: dayTermOf(note.current.cupnote_date, found.blending_result_date),
        });
    });
  }, [mode, type, serial, batch]);
}
