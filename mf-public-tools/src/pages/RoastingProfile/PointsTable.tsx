import {
  Button,
  Caption1,
  Input,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons/svg/add';
import { Delete20Regular } from '@fluentui/react-icons/svg/delete';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSidewaysOverflow } from '../../shared/useSidewaysOverflow';
import type { ManualEventType, ManualPoint, PointField, PointIssue } from './manualPoints';
import { MANUAL_EVENT_TYPES, ROAST_POINT_LIMITS, emptyPoint } from './manualPoints';

const useStyles = makeStyles({
  // One scroll box, sideways only: the page scrolls down (behaviour §09-4.1).
  scroll: { overflowX: 'auto' },
  hint: { color: tokens.colorNeutralForeground2 },
  table: { minWidth: '40rem' },
  number: { width: '3rem', color: tokens.colorNeutralForeground3 },
  control: { width: '100%', minWidth: '5rem' },
  event: { width: '100%', minWidth: '9rem' },
  actions: { width: '3rem' },
  add: { alignSelf: 'flex-start' },
});

export interface PointsTableProps {
  points: readonly ManualPoint[];
  issues: readonly PointIssue[];
  onChange(points: ManualPoint[]): void;
}

/** Reads a temperature cell: empty is no reading, anything unreadable stays NaN so the check can name it. */
const readTemperature = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The editable rows of time, BT, ET and event; cells with a problem are marked invalid. */
export function PointsTable({ points, issues, onChange }: PointsTableProps) {
  const styles = useStyles();
  const { t } = useTranslation(undefined, { keyPrefix: 'area.roasting' });
  const [scrollRef, overflows] = useSidewaysOverflow<HTMLDivElement>();
  const hintId = useId();
  const invalid = new Set(issues.map((issue) => `${issue.row}:${issue.field}`));
  const update = (row: number, change: Partial<ManualPoint>) =>
    onChange(points.map((point, index) => (index === row ? { ...point, ...change } : point)));
  const cellProps = (row: number, field: PointField) => ({
    'aria-label': t('cell', { row: row + 1, field: t(field) }),
    'aria-invalid': invalid.has(`${row}:${field}`) || undefined,
  });

  return (
    <>
      {overflows && (
        <Caption1 id={hintId} className={styles.hint}>
          {t('scrollHint')}
        </Caption1>
      )}
      {/* Focusable, so a keyboard scrolls it too. */}
      <div
        ref={scrollRef}
        className={styles.scroll}
        role={overflows ? 'region' : undefined}
        aria-label={overflows ? t('pointsTable') : undefined}
        aria-describedby={overflows ? hintId : undefined}
        tabIndex={overflows ? 0 : undefined}
      >
        <Table size="small" className={styles.table} aria-label={t('points')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.number}>#</TableHeaderCell>
              <TableHeaderCell>{t('time')}</TableHeaderCell>
              <TableHeaderCell>{t('bt')}</TableHeaderCell>
              <TableHeaderCell>{t('et')}</TableHeaderCell>
              <TableHeaderCell>{t('event')}</TableHeaderCell>
              <TableHeaderCell className={styles.actions} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {points.map((point, row) => (
              // Rows have no identity of their own: the position is what the problems refer to.
              <TableRow key={row}>
                <TableCell className={styles.number}>{row + 1}</TableCell>
                <TableCell>
                  <Input
                    className={styles.control}
                    value={point.time}
                    placeholder="mm:ss"
                    inputMode="numeric"
                    onChange={(_, data) => update(row, { time: data.value })}
                    {...cellProps(row, 'time')}
                  />
                </TableCell>
                {(['bt', 'et'] as const).map((field) => (
                  <TableCell key={field}>
                    <Input
                      className={styles.control}
                      type="number"
                      inputMode="decimal"
                      min={ROAST_POINT_LIMITS.tempMin}
                      max={ROAST_POINT_LIMITS.tempMax}
                      step={0.1}
                      value={point[field] === null || Number.isNaN(point[field]) ? '' : String(point[field])}
                      onChange={(event, data) =>
                        update(row, {
                          [field]: event.currentTarget.validity.badInput ? Number.NaN : readTemperature(data.value),
                        })
                      }
                      {...cellProps(row, field)}
                    />
                  </TableCell>
                ))}
                <TableCell>
                  <Select
                    className={styles.event}
                    value={point.event}
                    onChange={(_, data) => update(row, { event: data.value as ManualEventType | '' })}
                    {...cellProps(row, 'event')}
                  >
                    <option value="">{t('noEvent')}</option>
                    {MANUAL_EVENT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`events.${type}`)}
                      </option>
                    ))}
                  </Select>
                </TableCell>
                <TableCell className={styles.actions}>
                  <Button
                    appearance="subtle"
                    icon={<Delete20Regular />}
                    aria-label={t('removeRow', { row: row + 1 })}
                    onClick={() => onChange(points.filter((_, index) => index !== row))}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Button className={styles.add} icon={<Add20Regular />} onClick={() => onChange([...points, emptyPoint()])}>
        {t('addRow')}
      </Button>
    </>
  );
}
