import { lazy, Suspense, useId, useState } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { ArrowImportRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { addStrings } from '@coffee/field-toolkit/runtime';
import { roastImportStrings } from './importStrings';

addStrings('area', roastImportStrings);

/** The panel's code (its table, pickers and progress) comes when it is opened, not with the batch list. */
const RoastLogImportPanel = lazy(() => import(/* webpackChunkName: "roast-log-import" */ './RoastLogImportPanel'));

/** "Import roast logs" on the roast batch list (behaviour §08-6.4). */
export function RoastLogImport() {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={t('area.roastImport.title')}>
      <Button icon={<ArrowImportRegular />} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('area.roastImport.open')}
      </Button>
      {open && (
        <Suspense fallback={<Spinner size="tiny" label={t('widgets.loading')} />}>
          <RoastLogImportPanel id={panelId} />
        </Suspense>
      )}
    </section>
  );
}
