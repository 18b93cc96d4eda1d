import type { TFunction } from 'i18next';
import type { PointField, PointIssue } from './manualPoints';
import { formatMinutesSeconds } from './manualPoints';

/** One problem of the points table as a sentence naming the row, the field and the rule; `t` is keyed at `area.roasting`. */
export function describePointIssue(issue: PointIssue, t: TFunction): string {
  const base = { row: issue.row + 1, field: fieldLabel(issue.field, t) };
  switch (issue.rule) {
    case 'required':
    case 'format':
      return t(`issue.${issue.rule}`, base);
    case 'range':
      return issue.field === 'time'
        ? t('issue.timeRange', { ...base, max: formatMinutesSeconds(issue.max) })
        : t('issue.range', { ...base, min: issue.min, max: issue.max });
    case 'number':
      return t('issue.number', base);
    case 'duplicate':
      return issue.field === 'time'
        ? t('issue.timeDuplicate', { ...base, other: issue.otherRow + 1 })
        : t('issue.eventDuplicate', { ...base, event: t(`events.${issue.event}`), other: issue.otherRow + 1 });
    case 'order':
      return t('issue.eventOrder', { ...base, event: t(`events.${issue.event}`), after: t(`events.${issue.after}`) });
  }
}

export function fieldLabel(field: PointField, t: TFunction): string {
  return t(field);
}
