import { useEffect, useRef } from 'react';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { lookUpSerial } from '../../shared/serial';

/**
 * A note opened from a public bean page (`write?type=...&serial=...`, 03 §2.1) looks its serial up once, so the
 * bean arrives filled.
 */
export function useSerialFromLink({ mode, query, batch }: PageContext): void {
  const done = useRef(false);
  const type = query.get('type');
  const serial = query.get('serial');
  useEffect(() => {
    if (done.current || mode !== 'write' || !type || !serial) return;
    done.current = true;
    void lookUpSerial(type, serial).then((found) => {
      if (!('error' in found)) batch(found);
    });
  }, [mode, type, serial, batch]);
}
