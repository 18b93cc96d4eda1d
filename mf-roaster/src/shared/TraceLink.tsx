import { Button } from '@fluentui/react-components';
import { useSessionStore } from '@coffee/api-client';
import { pagePath } from '@coffee/domain';
import { rightsOf } from '@coffee/field-toolkit/engine';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { useNavigate } from '@coffee/field-toolkit/runtime';
import { useTranslation } from 'react-i18next';
import type { TraceStart } from '../pages/RoastingTrace/trace';
import { tracePath } from '../pages/RoastingTrace/trace';
import { ROASTER_PAGES } from '../../model';

/**
 * "Trace and recall" on a saved green lot, roast batch or blend batch (behaviour §12-2), for those who may read it.
 */
function TraceLink({ kind, record, mode }: { kind: TraceStart['kind']; record: FormValues; mode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionStore((state) => state);
  const path = mode === 'view' ? tracePath(kind, record) : null;
  if (!path || !rightsOf(pagePath(ROASTER_PAGES.RoastingTrace), session).view) return null;
  return <Button onClick={() => navigate(path)}>{t('area.trace.open')}</Button>;
}

type Actions = (props: { record: FormValues; mode: 'write' | 'edit' | 'view' }) => ReturnType<typeof TraceLink>;

/** The detail page's actions for a kind of record. */
export const traceActions =
  (kind: TraceStart['kind']): Actions =>
  ({ record, mode }) => <TraceLink kind={kind} record={record} mode={mode} />;
