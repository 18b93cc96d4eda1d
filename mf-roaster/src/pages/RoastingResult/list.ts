import { roasterEntities } from 'mf-roaster/model';
import { createElement, useId, useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import { ArrowImportRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { selectUserTypes, useSessionStore } from '@coffee/api-client';
import { AUDIENCES, hasUserType } from '@coffee/domain/pages';
import type { ListPageConfig } from '@coffee/field-toolkit/engine';
import { addStrings, lazyComponent } from '@coffee/field-toolkit/runtime';

const entity = roasterEntities.RoastingResult;

addStrings('area', {
  kr: { roastImportOpen: '로스팅 로그 가져오기', roastImportTitle: '다른 프로그램의 로스팅 로그 가져오기' },
  en: { roastImportOpen: 'Import roast logs', roastImportTitle: "Import other software's roast logs" },
});

/** The import panel's code (its table, pickers, progress and words) comes when it is opened, after the list. */
const RoastLogImportPanel = lazyComponent(() =>
  import(/* webpackChunkName: "roast-log-import" */ './RoastLogImportPanel').then((module) => module.default),
);

/**
 * "Import roast logs" above the batch list's search (behaviour §08-6.4); the upload's user types only (behaviour
 * §02-5), others see it disabled with the rule the server answers.
 */
function RoastLogImport() {
  const { t } = useTranslation();
  const panelId = useId();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const allowed = hasUserType(useSessionStore(selectUserTypes), AUDIENCES.upload);
  return createElement(
    'section',
    { 'aria-label': t('area.roastImportTitle') },
    createElement(
      Button,
      {
        icon: createElement(ArrowImportRegular),
        'aria-expanded': open,
        'aria-controls': panelId,
        disabledFocusable: !allowed,
        'aria-describedby': allowed ? undefined : reasonId,
        onClick: () => setOpen(!open),
      },
      t('area.roastImportOpen'),
    ),
    !allowed && createElement(Text, { id: reasonId, as: 'p', size: 200 }, t('widgets.uploadNotAllowed')),
    allowed && open && createElement(RoastLogImportPanel, { id: panelId }),
  );
}

/**
 * The export ends with the latest cupping score of each batch (server column `cupnote_satis`); above the search, the
 * import of other software's roast logs.
 */
export const list: ListPageConfig = {
  exportColumns: [...(entity.list?.columns ?? []), 'cupnote_satis'],
  summary: RoastLogImport,
};
