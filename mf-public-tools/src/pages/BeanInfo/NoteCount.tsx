import { Body1 } from '@fluentui/react-components';
import { lookupQuery, useQuery } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { isOk } from '@coffee/api-client';
import type { ResultOf } from '@coffee/domain/contracts';
import { noteCountCall } from '../../../model';

/** How many coffee notes were written on this serial (a number only: who wrote them stays private). */
export function NoteCount({ serial, className }: { serial: string; className?: string }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'area.bean' });
  const query = useQuery(lookupQuery<ResultOf<typeof noteCountCall>>(noteCountCall.path, { serial }));
  const response = query.data;
  if (!response || !isOk(response) || !response.result) return null;
  return <Body1 className={className}>{t('noteCount', { count: response.result.notes })}</Body1>;
}
