import { useEffect, useRef } from 'react';
import type { PageContext } from '@coffee/field-toolkit/engine';

/**
 * A brew recorded from a setting (`write?brewing_seq=...`) chooses that setting once the form exists, as the user
 * would: the choice, not a default, is what copies the setting into the brew.
 */
export function useSettingFromLink({ mode, query, change }: PageContext): void {
  const done = useRef(false);
  const setting = Number(query.get('brewing_seq'));
  useEffect(() => {
    if (done.current || mode !== 'write' || !(setting > 0)) return;
    done.current = true;
    change('brewing_seq', setting);
  }, [mode, setting, change]);
}
