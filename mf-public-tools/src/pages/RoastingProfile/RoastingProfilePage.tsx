import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Tab,
  TabList,
  tabClassNames,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons/svg/delete';
import { DocumentBulletList20Regular } from '@fluentui/react-icons/svg/document-bullet-list';
import { useTranslation } from 'react-i18next';
import { analyzeRoast, readRoastLogFile } from '@coffee/domain';
import { RoastingChart } from '@coffee/field-toolkit/charts';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import { FileUploadField } from '@coffee/field-toolkit/widgets/FileUploadField';
import type { UploadResult } from '@coffee/field-toolkit/widgets/FileUploadField';
import { RoastCurveIcon } from '../../shared/icons';
import { ToolPage, ToolSection } from '../../shared/ToolPage';
import { describePointIssue } from './describeIssue';
import { pointsToRoastCurve, samplePoints } from './manualPoints';
import { PointsTable } from './PointsTable';
import { RoastSummary } from './RoastSummary';
import { useRoastingSession } from './roastingSession';
import type { RoastSource } from './roastingSession';

const useStyles = makeStyles({
  inputs: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  details: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  detailRow: { display: 'contents' },
  detailValue: { margin: 0, overflowWrap: 'anywhere' },
  // A long file name shortens with an ellipsis instead of widening the page; the tab's name keeps it whole.
  sourceTabs: { maxWidth: '100%' },
  fileTab: {
    minWidth: 0,
    flexShrink: 1,
    [`& .${tabClassNames.content}, & .${tabClassNames.content}--reserved-space`]: {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      maxWidth: '100%',
    },
  },
});

/** info/chart/roasting: typed points or an Artisan log as a roast profile with RoR, phases, DTR and events. */
export function RoastingProfilePage() {
  const styles = useStyles();
  const { t } = useTranslation(undefined, { keyPrefix: 'area.roasting' });
  const { t: tCommon } = useTranslation(undefined, { keyPrefix: 'area.common' });
  const { points, imported, source, setPoints, setImported, setSource } = useRoastingSession(useShallow((s) => s));
  const [importError, setImportError] = useState<{ fileName: string; detail: string } | null>(null);

  const manual = useMemo(() => pointsToRoastCurve(points), [points]);
  const shown = useMemo(
    () => (source === 'file' && imported ? imported.log : { ...manual.curve, weightInG: null, weightOutG: null }),
    [source, imported, manual],
  );
  const span = usePreferences((state) => state.rorSpan);
  const analysis = useMemo(() => analyzeRoast(shown, { spanS: span }), [shown, span]);

  // A file that cannot be read leaves the table and any earlier import as they were.
  const importFile = async (file: File): Promise<UploadResult> => {
    try {
      const log = await readRoastLogFile(file.name, new Uint8Array(await file.arrayBuffer()));
      setImported({ fileName: file.name, log });
      setImportError(null);
      return true;
    } catch (error) {
      setImportError({ fileName: file.name, detail: error instanceof Error ? error.message : String(error) });
      return { error: t('import.failed', { file: file.name }) };
    }
  };

  const details = imported && [
    { key: 'name', value: imported.log.title || imported.fileName },
    { key: 'beans', value: imported.log.beans },
    { key: 'date', value: imported.log.date },
    {
      key: 'weight',
      value:
        imported.log.weightInG === null
          ? null
          : t('file.weightValue', { in: imported.log.weightInG, out: imported.log.weightOutG ?? '-' }),
    },
    { key: 'unit', value: `°${imported.log.recordedUnit}` },
  ];

  return (
    <ToolPage
      title={tCommon('tools.roastingProfile.title')}
      description={tCommon('tools.roastingProfile.summary')}
      icon={<RoastCurveIcon size={56} />}
    >
      <TabList
        selectedValue={source}
        onTabSelect={(_, data) => setSource(data.value as RoastSource)}
        aria-label={t('sourceLabel')}
        className={styles.sourceTabs}
      >
        <Tab value="manual">{t('manual')}</Tab>
        <Tab value="file" disabled={!imported} className={styles.fileTab}>
          {imported ? `${t('imported')}: ${imported.fileName}` : t('imported')}
        </Tab>
      </TabList>

      <div className={styles.inputs}>
        {source === 'manual' || !imported ? (
          <ToolSection
            title={t('points')}
            actions={
              <div className={styles.buttons}>
                <Button
                  appearance="subtle"
                  icon={<DocumentBulletList20Regular />}
                  onClick={() => setPoints(samplePoints())}
                >
                  {t('sample')}
                </Button>
                <Button appearance="subtle" icon={<Delete20Regular />} onClick={() => setPoints([])}>
                  {t('clear')}
                </Button>
              </div>
            }
          >
            <Body1 className={styles.muted}>{t('pointsHint')}</Body1>
            {manual.issues.length > 0 && (
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody>
                  <MessageBarTitle>{t('problems')}</MessageBarTitle>
                  <ul>
                    {manual.issues.map((issue) => (
                      <li key={`${issue.row}-${issue.field}`}>{describePointIssue(issue, t)}</li>
                    ))}
                  </ul>
                </MessageBarBody>
              </MessageBar>
            )}
            <PointsTable points={points} issues={manual.issues} onChange={setPoints} />
          </ToolSection>
        ) : (
          <ToolSection title={t('file.title')}>
            <dl className={styles.details}>
              {details?.map(({ key, value }) => (
                <div key={key} className={styles.detailRow}>
                  <dt>
                    <Caption1>{t(`file.${key}`)}</Caption1>
                  </dt>
                  <dd className={styles.detailValue}>
                    <Body1>{value || t('file.none')}</Body1>
                  </dd>
                </div>
              ))}
            </dl>
          </ToolSection>
        )}

        <ToolSection title={t('import.title')}>
          <FileUploadField
            name="roasting_log_file"
            label={t('import.label')}
            hint={t('import.hint')}
            mode="edit"
            value={imported?.fileName ?? null}
            onUpload={importFile}
            readsJson
            readsSpreadsheets
          />
          {importError && (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{t('import.failedDetail', { detail: importError.detail })}</MessageBarBody>
            </MessageBar>
          )}
        </ToolSection>
      </div>

      <ToolSection title={t('summary.title')}>
        <RoastingChart
          samples={shown.samples}
          events={shown.events}
          rateOfRise={analysis.rateOfRise}
          phases={analysis.phases}
          developmentRatio={analysis.developmentRatio}
          label={tCommon('tools.roastingProfile.title')}
          downloadable
        />
        <RoastSummary events={shown.events} analysis={analysis} />
      </ToolSection>
    </ToolPage>
  );
}
