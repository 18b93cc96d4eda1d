import { useState } from 'react';
import {
  Button,
  Field,
  makeStyles,
  ProgressBar,
  Select,
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
import { lookupQuery, queryClient, sendWrite, uploadCall, useQuery } from '@coffee/api-client/query';
import { ROASTER_LOOKUPS } from '@coffee/domain/pages';
import { answerText } from '@coffee/field-toolkit/dialogs';
import { addStrings } from '@coffee/field-toolkit/runtime';
import { roastImportStrings } from './importStrings';
import { IMPORT_GROUP, ROAST_IMPORT_PATH, type ImportLine, importProblem, readyToImport } from './roastImport';

addStrings('area', roastImportStrings);

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  pickers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  table: { overflowX: 'auto' },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

type Phase = { kind: 'idle' } | { kind: 'working'; label: 'reading' | 'importing'; done: number; total: number };

const clock = (seconds: number | undefined) =>
  seconds === undefined ? '' : `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/**
 * The import panel (behaviour §08-6.4): a folder's worth of logs previewed, then the new roasts stored, in groups of
 * files with the progress shown.
 */
export default function RoastLogImportPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [files, setFiles] = useState<File[]>([]);
  const [recipe, setRecipe] = useState('');
  const [lines, setLines] = useState<ImportLine[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const recipes = useQuery({
    ...lookupQuery<Array<{ value: number; label: string }>>(ROASTER_LOOKUPS.roastingDefault.url, {}),
  });

  /** Sends the files in groups (one request each), the answers' lines in the files' order. */
  const send = async (chosen: readonly File[], dryRun: boolean): Promise<ImportLine[] | null> => {
    const answered: ImportLine[] = [];
    setFailure(null);
    for (let start = 0; start < chosen.length; start += IMPORT_GROUP) {
      setPhase({ kind: 'working', label: dryRun ? 'reading' : 'importing', done: start, total: chosen.length });
      const answer = await sendWrite(uploadCall<ImportLine[]>(ROAST_IMPORT_PATH), {
        fields: { dry_run: dryRun ? '1' : '0', ...(recipe ? { roasting_seq: recipe } : {}) },
        files: chosen.slice(start, start + IMPORT_GROUP),
      });
      if (!isOk(answer)) {
        setFailure(t('area.roastImport.failedCall', { message: answerText(t, answer as ApiStatus) }));
        setPhase({ kind: 'idle' });
        return null;
      }
      answered.push(...answer.result);
    }
    setPhase({ kind: 'idle' });
    return answered;
  };

  const preview = async () => setLines((await send(files, true)) ?? []);
  const importReady = async () => {
    const ready = files.filter((file) => lines.some((line) => line.file === file.name && readyToImport(line)));
    const stored = await send(ready, false);
    if (!stored) return;
    setLines(lines.map((line) => stored.find((done) => done.file === line.file) ?? line));
    await queryClient.invalidateQueries({ queryKey: ['api', 'list'] });
  };

  const readyCount = lines.filter(readyToImport).length;
  const created = lines.filter((line) => line.batch).length;
  const resultOf = (line: ImportLine) => {
    if (line.batch) return t('area.roastImport.created', { code: line.batch.roasting_batch_code ?? '' });
    if (line.duplicate) return t('area.roastImport.duplicate', { code: line.duplicate.roasting_batch_code ?? '' });
    const problem = importProblem(line);
    return problem ? answerText(t, problem) : t('area.roastImport.ready');
  };
  const choose = (list: FileList | null) => {
    setFiles(Array.from(list ?? []));
    setLines([]);
  };

  return (
    <div id={id} className={styles.panel}>
      <Text weight="semibold">{t('area.roastImport.title')}</Text>
      <Text>{t('area.roastImport.hint')}</Text>
      <div className={styles.pickers}>
        <Field label={t('area.roastImport.files')}>
          <input
            type="file"
            multiple
            aria-label={t('area.roastImport.files')}
            onChange={(event) => choose(event.currentTarget.files)}
          />
        </Field>
        <Field label={t('area.roastImport.folder')}>
          <input
            type="file"
            multiple
            aria-label={t('area.roastImport.folder')}
            {...{ webkitdirectory: '' }}
            onChange={(event) => choose(event.currentTarget.files)}
          />
        </Field>
        <Field label={t('area.roastImport.recipe')}>
          <Select value={recipe} onChange={(_, data) => setRecipe(data.value)}>
            <option value="">{t('area.roastImport.matchByBean')}</option>
            {(recipes.data && isOk(recipes.data) ? recipes.data.result : []).map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {files.length > 0 && <Text>{t('area.roastImport.chosen', { count: files.length })}</Text>}
      <div className={styles.pickers}>
        <Button disabled={files.length === 0 || phase.kind !== 'idle'} onClick={() => void preview()}>
          {t('area.roastImport.preview')}
        </Button>
        <Button
          appearance="primary"
          disabled={readyCount === 0 || phase.kind !== 'idle'}
          onClick={() => void importReady()}
        >
          {t('area.roastImport.import', { count: readyCount })}
        </Button>
      </div>
      {phase.kind === 'working' && (
        <Field validationMessage={t(`area.roastImport.${phase.label}`, phase)} validationState="none">
          <ProgressBar value={phase.done / phase.total} />
        </Field>
      )}
      {failure && <Text role="alert">{failure}</Text>}
      {created > 0 && phase.kind === 'idle' && (
        <Text role="status">
          {t('area.roastImport.done', {
            created,
            skipped: lines.filter((line) => line.duplicate).length,
            failed: lines.filter((line) => importProblem(line)).length,
          })}
        </Text>
      )}
      {lines.length > 0 && (
        <div className={styles.table}>
          <Table aria-label={t('area.roastImport.table')} size="small">
            <TableHeader>
              <TableRow>
                {(['file', 'format', 'date', 'bean', 'events', 'result'] as const).map((column) => (
                  <TableHeaderCell key={column}>{t(`area.roastImport.${column}`)}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map((line, index) => (
                <TableRow key={`${line.file}-${index}`}>
                  <TableCell>{line.file}</TableCell>
                  <TableCell>{line.format ?? ''}</TableCell>
                  <TableCell>{line.date ?? (line.format ? t('area.roastImport.noDate') : '')}</TableCell>
                  <TableCell>{line.beans ?? ''}</TableCell>
                  <TableCell>
                    {line.events
                      ? [
                          ['charge', 'CHARGE'],
                          ['fc_start', 'FCs'],
                          ['drop', 'DROP'],
                        ]
                          .flatMap(([key, name]) => {
                            const event = line.events?.[key as keyof NonNullable<ImportLine['events']>];
                            return event ? [`${name} ${clock(event.time_s)}`] : [];
                          })
                          .join(' · ')
                      : ''}
                  </TableCell>
                  <TableCell className={importProblem(line) ? styles.problem : undefined}>{resultOf(line)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
