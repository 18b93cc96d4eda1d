import { useId, useState } from 'react';
import type { BrewHistoryCall } from '@coffee/domain/contracts';
import { Button } from '@fluentui/react-components';
import { ArrowImportRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { addStrings, lazyComponent } from '@coffee/field-toolkit/runtime';
import { brewHistoryStrings } from './strings';

addStrings('blocks', brewHistoryStrings);

/** The panel (its table, the call's contract, the reading of the file) comes when it is opened, after the list. */
const BrewHistoryPanel = lazyComponent(() =>
  import(/* webpackChunkName: "brew-history-import" */ './BrewHistoryPanel').then((module) => module.default),
);

/** "Import from Beanconqueror" above a brewing list's search: a cafe's brewing results or a user's brewing records. */
export function BrewHistoryImport({ owner, call }: { owner: 'cafe' | 'user'; call: () => Promise<BrewHistoryCall> }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={t('blocks.brewHistory.title')}>
      <Button icon={<ArrowImportRegular />} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('blocks.brewHistory.open')}
      </Button>
      {open && <BrewHistoryPanel id={panelId} owner={owner} call={call} />}
    </section>
  );
}
