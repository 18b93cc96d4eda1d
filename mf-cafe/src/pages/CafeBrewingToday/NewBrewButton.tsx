import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useSessionStore } from '@coffee/api-client';
import { pagePath } from '@coffee/domain/pages';
import { rightsOf } from '@coffee/field-toolkit/engine';
import { useNavigate } from '@coffee/field-toolkit/runtime';
import { useTranslation } from 'react-i18next';
import { CAFE_PAGES } from '../../../model';

/** Today's brewing is read-only: its New opens a new brewing result, for those who may write one (behaviour §10-4.1). */
export function NewBrewButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const results = pagePath(CAFE_PAGES.CafeBrewingResult);
  const mayWrite = useSessionStore((state) => rightsOf(results, state).write);
  if (!mayWrite) return null;
  return (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(`${results}/write`)}>
      {t('area.newBrew')}
    </Button>
  );
}
