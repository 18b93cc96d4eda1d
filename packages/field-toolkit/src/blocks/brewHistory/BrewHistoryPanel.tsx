import { useState } from 'react';
import {
  Button,
  Field,
  makeStyles,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isOk } from '@coffee/api-client';
import type { ApiStatus } from '@coffee/api-client';
import { callWrite, queryClient, sendWrite } from '@coffee/api-client/query';
import { BEANCONQUEROR_LIMITS } from '@coffee/domain';
import type { BrewHistoryAnswer, BrewHistoryCall } from '@coffee/domain/contracts';
import { answerText } from '@coffee/field-toolkit/dialogs';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    marginBlock: tokens.spacingVerticalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  table: { overflowX: 'auto' },
  number: { textAlign: 'end' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

type Phase = 'idle' | 'reading' | 'importing';
export interface BrewHistoryPanelProps {
  id: string;
  owner: 'cafe' | 'user';
  /** The owner's call, from its area's model (loaded with the panel, not with the list). */
  call: BrewHistoryCall;
}
const KIND_LABEL = (owner: 'cafe' | 'user', kind: string) =>
  kind === 'equipment' ? 'equipment' : `${kind}${owner === 'cafe' ? 'Cafe' : 'User'}`;

/**
 * The import panel (behaviour §10-5): the backup chosen is previewed (counts per kind, the waters, what is left out,
 * what the rules refuse), then Import adds the new rows; the progress and the result are announced.
 */
export function BrewHistoryPanel({ id, owner, call }: BrewHistoryPanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [backup, setBackup] = useState<string | null>(null);
  const [preview, setPreview] = useState<BrewHistoryAnswer | null>(null);
  const [done, setDone] = useState<BrewHistoryAnswer | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (text: string, dryRun: boolean): Promise<BrewHistoryAnswer | null> => {
    setFailure(null);
    setPhase(dryRun ? 'reading' : 'importing');
    const answer = await sendWrite(callWrite(call), {
      backup: text,
      dry_run: dryRun ? '1' : '0',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    setPhase('idle');
    if (!isOk(answer)) {
      setFailure(t('blocks.brewHistory.failed', { message: answerText(t, answer as ApiStatus) }));
      return null;
    }
    return answer.result;
  };

  const choose = async (file: File | undefined) => {
    setPreview(null);
    setDone(null);
    setBackup(null);
    if (!file) return;
    if (file.size > BEANCONQUEROR_LIMITS.bytes) {
      const refusal = { status: '413', description: 'backup_too_large', bound: BEANCONQUEROR_LIMITS.bytes };
      setFailure(t('blocks.brewHistory.failed', { message: answerText(t, refusal as ApiStatus) }));
      return;
    }
    const text = await file.text();
    setBackup(text);
    setPreview(await send(text, true));
  };
  const importNew = async () => {
    if (!backup) return;
    const stored = await send(backup, false);
    if (!stored) return;
    setDone(stored);
    setPreview(stored);
    await queryClient.invalidateQueries({ queryKey: ['api'] });
  };

  const toAdd = preview?.kinds.reduce((sum, kind) => sum + kind.to_add, 0) ?? 0;
  const added = done?.kinds.reduce((sum, kind) => sum + kind.added, 0) ?? 0;
  const already = done?.kinds.reduce((sum, kind) => sum + kind.already, 0) ?? 0;
  const kindLabel = (kind: string) => t(`blocks.brewHistory.${KIND_LABEL(owner, kind)}`);
  const problemText = (problem: BrewHistoryAnswer['problems'][number]) =>
    answerText(t, {
      status: 'BAD_REQUEST',
      description: problem.message,
      field: problem.field,
      ...(problem.bound === undefined ? {} : { bound: problem.bound }),
    } as ApiStatus);

  return (
    <div id={id} className={styles.panel}>
      <Text weight="semibold">{t('blocks.brewHistory.title')}</Text>
      <Text>{t(owner === 'cafe' ? 'blocks.brewHistory.hintCafe' : 'blocks.brewHistory.hintUser')}</Text>
      <Field label={t('blocks.brewHistory.file')}>
        <input
          type="file"
          accept=".json,application/json"
          aria-label={t('blocks.brewHistory.file')}
          disabled={phase !== 'idle'}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
        />
      </Field>
      {phase !== 'idle' && (
        <Field validationMessage={t(`blocks.brewHistory.${phase}`)} validationState="none">
          <ProgressBar />
        </Field>
      )}
      {failure && <Text role="alert">{failure}</Text>}
      {done && phase === 'idle' && <Text role="status">{t('blocks.brewHistory.done', { added, already })}</Text>}
      {preview && (
        <>
          <div className={styles.table}>
            <Table aria-label={t('blocks.brewHistory.table')} size="small">
              <TableHeader>
                <TableRow>
                  {(['kind', 'inBackup', 'already', 'toAdd', 'problems'] as const).map((column) => (
                    <TableHeaderCell key={column}>{t(`blocks.brewHistory.${column}`)}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {preview.kinds.map((kind) => (
                  <TableRow key={kind.kind}>
                    <TableCell>{kindLabel(kind.kind)}</TableCell>
                    <TableCell className={styles.number}>{kind.in_backup}</TableCell>
                    <TableCell className={styles.number}>{kind.already + kind.added}</TableCell>
                    <TableCell className={styles.number}>{kind.to_add - kind.added}</TableCell>
                    <TableCell className={styles.number}>{kind.problems}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {preview.waters > 0 && <Text>{t('blocks.brewHistory.waters', { count: preview.waters })}</Text>}
          {preview.skipped.length > 0 && (
            <section aria-label={t('blocks.brewHistory.skippedTitle')}>
              <Text weight="semibold">{t('blocks.brewHistory.skippedTitle')}</Text>
              <ul className={styles.list}>
                {preview.skipped.map((skip) => (
                  <li key={skip.reason}>
                    {t(`blocks.brewHistory.skipped.${skip.reason}`, { count: skip.count, defaultValue: '' }) ||
                      String(skip.count)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {preview.problems.length > 0 && (
            <section aria-label={t('blocks.brewHistory.problemsTitle')}>
              <Text weight="semibold">{t('blocks.brewHistory.problemsTitle')}</Text>
              <ul className={styles.list}>
                {preview.problems.map((problem, index) => (
                  <li key={`${problem.label}-${index}`} className={styles.problem}>
                    {kindLabel(problem.kind)} · {problem.label}: {problemText(problem)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {!done &&
            (toAdd > 0 ? (
              <Button appearance="primary" disabled={phase !== 'idle'} onClick={() => void importNew()}>
                {t('blocks.brewHistory.import', { count: toAdd })}
              </Button>
            ) : (
              <Text>{t('blocks.brewHistory.nothingNew')}</Text>
            ))}
        </>
      )}
    </div>
  );
}
