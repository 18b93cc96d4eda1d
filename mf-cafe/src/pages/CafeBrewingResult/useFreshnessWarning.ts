import { useEffect } from 'react';
import { listQuery, useQuery } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { isOk } from '@coffee/api-client';
import { isPastFresh } from '@coffee/domain/brewing';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { CAFE_PAGES } from '../../../model';

/** The bean targets' list (settingdefault). */
const TARGETS = CAFE_PAGES.CafeSettingDefault.api.list;

/** The days after roasting the bean is served (its target in settingdefault); undefined: the default applies. */
function useFreshDays(bean: unknown): number | undefined {
  const chosen = bean !== null && bean !== undefined && bean !== '';
  const query = useQuery({
    ...listQuery<{ dialin_fresh_days?: number | null }>(TARGETS, {
      page: 1,
      list_count: 10,
      coffeebean_seq: String(bean),
      dialin_default_use: 1,
    }),
    enabled: chosen,
  });
  const days = query.data && isOk(query.data) ? query.data.result[0]?.dialin_fresh_days : undefined;
  return typeof days === 'number' ? days : undefined;
}

/** Warns in the form when the brew's batch is older than the bean's target allows (default 30 days). */
export function useFreshnessWarning({ values, mode, change }: PageContext): void {
  const { t } = useTranslation();
  const freshDays = useFreshDays(values.coffeebean_seq);
  const age =
    typeof values.brewing_date_term === 'number' ? values.brewing_date_term : Number(values.brewing_date_term);
  const past = values.brewing_date_term != null && isPastFresh(age, freshDays);
  const warning = past ? t('area.freshness.past', { days: age, limit: freshDays ?? 30 }) : null;
  useEffect(() => {
    if (mode !== 'view' && (values.brewing_fresh_warning ?? null) !== warning) change('brewing_fresh_warning', warning);
  }, [mode, warning, values.brewing_fresh_warning, change]);
}
