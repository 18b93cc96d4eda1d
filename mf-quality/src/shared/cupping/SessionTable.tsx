import { apiKeys, useQueryClient, useQuery } from '@coffee/api-client/query';
import { answerMessage, confirm, showValidationError } from '@coffee/field-toolkit/dialogs';
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AttributeRow, CupperScore, SampleResult, SessionTableData } from './calls';
import { TABLE_REFRESH_MS, answerOk, cuppingPaths, sessionAction, tableQuery } from './calls';
import { QUALITY_PAGES } from '../../../model';

const useStyles = makeStyles({
  root: { gridColumn: '1 / -1', minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '32rem' },
  excluded: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground4 },
  cell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

const attributeLabel = (t: (key: string) => string, attribute: string) =>
  attribute === 'score' ? t('area.cupping.score') : t(`fields.${attribute}`);

interface CellProps {
  score: CupperScore | undefined;
  sample: string;
  nick: string;
  canExclude: boolean;
  onToggle: (score: CupperScore) => void;
}

/** One cupper's score of one attribute: flagged when an outlier, struck through (and kept) when excluded. */
function ScoreCell({ score, sample, nick, canExclude, onToggle }: CellProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (!score) return <TableCell>–</TableCell>;
  return (
    <TableCell>
      <span className={styles.cell}>
        <span className={score.excluded ? styles.excluded : undefined}>{score.value}</span>
        {score.outlier && (
          <Badge appearance="tint" color="warning">
            {t('area.cupping.outlier')}
          </Badge>
        )}
        {canExclude && (
          <Button
            size="small"
            appearance="subtle"
            aria-label={t(score.excluded ? 'area.cupping.includeNamed' : 'area.cupping.excludeNamed', {
              sample,
              cupper: nick,
            })}
            onClick={() => onToggle(score)}
          >
            {t(score.excluded ? 'area.cupping.include' : 'area.cupping.exclude')}
          </Button>
        )}
      </span>
    </TableCell>
  );
}

interface SampleProps {
  table: SessionTableData;
  sample: SampleResult;
  canManage: boolean;
  onToggle: (sample: string, score: CupperScore) => void;
}

/** A sample's table: an attribute a row, a cupper a column, then the mean and the spread of the included scores. */
function SampleTable({ table, sample, canManage, onToggle }: SampleProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const nickOf = (seq: number) => table.cuppers.find((c) => c.roaster_user_seq === seq)?.roaster_user_nick ?? '-';
  const cell = (row: AttributeRow, seq: number) => row.scores.find((score) => score.roaster_user_seq === seq);
  // Only the score row carries the exclude buttons: an exclusion takes the cupper's whole sheet of the sample out.
  const manage = (row: AttributeRow) => canManage && row.attribute === 'score' && table.session_status === 'OPEN';
  return (
    <section aria-label={t('area.cupping.sample', { code: sample.sample_code })}>
      <Text as="h3" weight="semibold">
        {t('area.cupping.sample', { code: sample.sample_code })}
      </Text>
      <div className={styles.scroll}>
        <Table size="small" className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('area.cupping.attribute')}</TableHeaderCell>
              {table.cuppers.map((c) => (
                <TableHeaderCell key={c.roaster_user_seq}>{c.roaster_user_nick ?? '-'}</TableHeaderCell>
              ))}
              <TableHeaderCell>{t('area.cupping.mean')}</TableHeaderCell>
              <TableHeaderCell>{t('area.cupping.sd')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sample.attributes.map((row) => (
              <TableRow key={row.attribute}>
                <TableCell>{attributeLabel(t, row.attribute)}</TableCell>
                {table.cuppers.map((c) => (
                  <ScoreCell
                    key={c.roaster_user_seq}
                    score={cell(row, c.roaster_user_seq)}
                    sample={sample.sample_code}
                    nick={nickOf(c.roaster_user_seq)}
                    canExclude={manage(row)}
                    onToggle={(score) => onToggle(sample.sample_code, score)}
                  />
                ))}
                <TableCell>{row.mean ?? '–'}</TableCell>
                <TableCell>{row.sd ?? '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {sample.exclusions.map((exclusion) => (
        <Text key={exclusion.roaster_user_seq} size={200} block>
          {t('area.cupping.excludedBy', {
            cupper: nickOf(exclusion.roaster_user_seq),
            by: exclusion.excluded_by ?? '-',
          })}
        </Text>
      ))}
    </section>
  );
}

/** A triangle test's answers against chance (the one-sided binomial probability). */
function TriangleResult({ triangle }: { triangle: NonNullable<SessionTableData['triangle']> }) {
  const { t } = useTranslation();
  return (
    <Text role="status">
      {t('area.cupping.triangle', {
        correct: triangle.correct,
        answers: triangle.answers,
        probability: triangle.probability.toFixed(3),
      })}
      {triangle.odd_cup ? ` ${t('area.cupping.oddCup', { cup: triangle.odd_cup, code: triangle.odd_code })}` : ''}
    </Text>
  );
}

/**
 * The session's table (behaviour §07-2), read again every few seconds so it fills in as sheets arrive; the owner or a
 * manager excludes a score (kept, struck through, and who did it) and closes the session into the QC notes.
 */
export function SessionTable({ seq, canManage }: { seq: number; canManage: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ ...tableQuery(seq), refetchInterval: TABLE_REFRESH_MS });
  const answer = query.data;
  if (!answer) return <Text className={styles.root}>{t('area.cupping.loading')}</Text>;
  if (!answerOk(answer) || !('result' in answer))
    return <Text className={styles.root}>{t('area.cupping.noTable')}</Text>;
  const table = answer.result as SessionTableData;
  const act = async (path: string, body: Record<string, unknown>) => {
    const done = await sessionAction(path, body);
    if (!answerOk(done)) await showValidationError(answerMessage(t, done));
    await client.invalidateQueries({ queryKey: tableQuery(seq).queryKey });
  };
  const toggle = (sample: string, score: CupperScore) =>
    act(cuppingPaths.exclude(seq), {
      roaster_user_seq: score.roaster_user_seq,
      sample_code: sample,
      excluded: !score.excluded,
    });
  const close = async () => {
    const sure = await confirm({
      title: { key: 'area.cupping.closeTitle' },
      message: { key: 'area.cupping.closeMessage' },
    });
    if (sure) await act(cuppingPaths.close(seq), {});
  };
  // Taking out a cupper who submitted is its own, recorded action; the session form is read again after it.
  const withdraw = async (cupper: SessionTableData['cuppers'][number]) => {
    const nick = cupper.roaster_user_nick ?? '-';
    const sure = await confirm({
      title: { key: 'area.cupping.withdrawTitle', values: { cupper: nick } },
      message: { key: 'area.cupping.withdrawMessage', values: { cupper: nick } },
    });
    if (!sure) return;
    await act(cuppingPaths.withdraw(seq), { roaster_user_seq: cupper.roaster_user_seq });
    await client.invalidateQueries({ queryKey: apiKeys.details(QUALITY_PAGES.QCCupping.api.detail) });
  };
  const submitted = table.cuppers.filter((c) => c.submitted).length;
  const open = canManage && table.session_status === 'OPEN';
  return (
    <div className={styles.root}>
      <div className={styles.actions}>
        <Text role="status">
          {t('area.cupping.submitted', { submitted, cuppers: table.cuppers.length })}
          {table.session_status === 'CLOSED' ? ` · ${t('area.cupping.closedBy', { by: table.closed_by ?? '-' })}` : ''}
        </Text>
        {open && (
          <Button appearance="primary" onClick={close}>
            {t('area.cupping.close')}
          </Button>
        )}
        {open &&
          table.cuppers
            .filter((c) => c.submitted)
            .map((c) => (
              <Button key={c.roaster_user_seq} size="small" onClick={() => void withdraw(c)}>
                {t('area.cupping.withdrawNamed', { cupper: c.roaster_user_nick ?? '-' })}
              </Button>
            ))}
      </div>
      {(table.withdrawals ?? []).map((w) => (
        <Text key={`${w.roaster_user_seq}-${w.withdrawn_by ?? ''}`} size={200} block>
          {t('area.cupping.withdrawnBy', { cupper: w.roaster_user_nick ?? '-', by: w.withdrawn_by ?? '-' })}
        </Text>
      ))}
      {table.triangle ? (
        <TriangleResult triangle={table.triangle} />
      ) : (
        table.samples.map((sample) => (
          <SampleTable key={sample.sample_code} table={table} sample={sample} canManage={canManage} onToggle={toggle} />
        ))
      )}
    </div>
  );
}
