import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { ArrowReset20Regular } from '@fluentui/react-icons/svg/arrow-reset';
import { Delete20Regular } from '@fluentui/react-icons/svg/delete';
import { DocumentBulletList20Regular } from '@fluentui/react-icons/svg/document-bullet-list';
import { Pause20Regular } from '@fluentui/react-icons/svg/pause';
import { Play20Regular } from '@fluentui/react-icons/svg/play';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_PREFIX } from '@coffee/domain';
import { LineChart } from '@coffee/field-toolkit/charts';
import { formatElapsed } from '@coffee/field-toolkit/runtime';
import { NumberField } from '@coffee/field-toolkit/widgets';
import { DripperIcon } from '../../shared/icons';
import { ToolPage, ToolSection } from '../../shared/ToolPage';
import type { BrewingIssue } from '@coffee/domain';
import { BREWING_LIMITS, STEP_KEYS, brewRatio, checkSteps, cumulativeMasses, massCurve } from '@coffee/domain';
import { useBrewingRecipe } from './brewingStore';
import { nextPour } from './nextPour';
import { useBrewingTimer } from './useBrewingTimer';

const MOBILE = '@media (max-width: 767.98px)';
/** Water in grams from zero: the chart widens to the recipe's total. */
const MASS_AXIS = { unit: 'g', decimals: 1, floor: 0, defaultMin: 0, defaultMax: 100 } as const;

const useStyles = makeStyles({
  top: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  clock: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeHero900,
    lineHeight: tokens.lineHeightHero900,
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorBrandForeground1,
  },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  factValue: { margin: 0, fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground2 },
  current: { minHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  next: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  steps: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  step: {
    display: 'grid',
    gridTemplateColumns: '6rem repeat(3, minmax(0, 1fr))',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThick} solid transparent`,
    transitionProperty: 'background-color, border-color',
    transitionDuration: tokens.durationNormal,
    [MOBILE]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    // An input's own width (20 characters) would widen a narrow column past a phone's screen.
    '& input': { width: '100%', minWidth: 0 },
  },
  stepName: { paddingTop: tokens.spacingVerticalXXL, [MOBILE]: { gridColumn: '1 / -1', paddingTop: 0 } },
  highlighted: { backgroundColor: tokens.colorBrandBackground2, ...shorthands.borderColor(tokens.colorBrandStroke1) },
  chart: { minWidth: 0 },
});

/** info/chart/brewingrecord: a pour plan of steps 1-9 + end, brewed along with the shared stopwatch. */
export function BrewingRecordPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation(undefined, { keyPrefix: 'area.brewing' });
  const { t: tArea } = useTranslation(undefined, { keyPrefix: 'area.common' });
  const { dose, steps, setDose, setStep, loadSample, clearSteps } = useBrewingRecipe();
  const timer = useBrewingTimer(steps);
  const totals = cumulativeMasses(steps);
  const issues = checkSteps(steps);
  const totalWater = totals.reduce<number | null>((last, total) => total ?? last, null);
  const ratio = brewRatio(dose, totalWater);
  const number = (value: number, digits = 1) =>
    value.toLocaleString(i18n.language === 'en' ? 'en' : 'ko', { maximumFractionDigits: digits });

  const stepName = (index: number) =>
    index < STEP_KEYS.length - 1 ? t('stepName', { number: index + 1 }) : t('stepEnd');
  const fieldName = (field: BrewingIssue['field']) => t(field);
  const describe = (issue: BrewingIssue) => {
    const base = { step: stepName(issue.step), field: fieldName(issue.field) };
    if (issue.rule === 'order')
      return t('issue.order', { ...base, previous: stepName(issue.previousStep), previousTerm: issue.previousTerm });
    if (issue.rule === 'required') return t('issue.required', base);
    return t(`issue.${issue.rule}`, { ...base, min: issue.min, max: issue.max });
  };
  const errorOf = (index: number, field: BrewingIssue['field']) => {
    const issue = issues.find((candidate) => candidate.step === index && candidate.field === field);
    return issue ? describe(issue) : undefined;
  };
  const highlightedMass = totals[timer.highlighted];
  const next = timer.running && timer.elapsed !== null ? nextPour(steps, timer.elapsed) : null;
  const clock = (ms: number) => formatElapsed(ms).slice(0, 5);

  return (
    <ToolPage
      title={tArea('tools.brewingRecord.title')}
      description={tArea('tools.brewingRecord.summary')}
      icon={<DripperIcon size={56} />}
    >
      <div className={styles.top}>
        <ToolSection title={t('timer')}>
          <Text role="timer" aria-label={t('elapsed')} className={styles.clock}>
            {formatElapsed(timer.elapsed ?? 0)}
          </Text>
          <Body1 className={styles.current} aria-live="assertive">
            {timer.highlighted >= 0 &&
              (highlightedMass !== null && highlightedMass !== undefined
                ? t('current', { step: stepName(timer.highlighted), mass: number(highlightedMass) })
                : t('currentNoMass', { step: stepName(timer.highlighted) }))}
          </Body1>
          {next && (
            // While brewing, the pour to come and what the scale should read then (behaviour §09-4.3).
            <p className={styles.next} data-testid="next-pour">
              <Body1>
                {next.targetG === null
                  ? t('nextNoMass', { step: stepName(next.step), clock: clock(next.atMs) })
                  : t('next', { step: stepName(next.step), clock: clock(next.atMs), mass: number(next.targetG) })}
              </Body1>
              <Caption1 className={styles.muted}>{t('nextIn', { seconds: Math.ceil(next.inMs / 1000) })}</Caption1>
            </p>
          )}
          <div className={styles.buttons}>
            {timer.running ? (
              <Button appearance="primary" icon={<Pause20Regular />} onClick={timer.stop}>
                {t('stop')}
              </Button>
            ) : (
              <Button appearance="primary" icon={<Play20Regular />} disabled={issues.length > 0} onClick={timer.start}>
                {t('start')}
              </Button>
            )}
            <Button
              icon={<ArrowReset20Regular />}
              disabled={timer.elapsed === null && timer.startedAt === null}
              onClick={timer.reset}
            >
              {t('reset')}
            </Button>
          </div>
          {issues.length > 0 && !timer.running && <Caption1 className={styles.muted}>{t('startBlocked')}</Caption1>}
          <dl className={styles.facts}>
            <dt>
              <Caption1>{t('startTime')}</Caption1>
            </dt>
            <dd className={styles.factValue}>
              <Body1>
                {timer.startedAt === null
                  ? t('notStarted')
                  : new Date(timer.startedAt).toLocaleTimeString(i18n.language === 'en' ? 'en' : 'ko')}
              </Body1>
            </dd>
            <dt>
              <Caption1>{t('elapsed')}</Caption1>
            </dt>
            <dd className={styles.factValue}>
              <Body1>{timer.elapsed === null ? t('notStarted') : formatElapsed(timer.elapsed)}</Body1>
            </dd>
          </dl>
        </ToolSection>

        <ToolSection
          title={t('recipe')}
          actions={
            <div className={styles.buttons}>
              <Button appearance="subtle" icon={<DocumentBulletList20Regular />} onClick={loadSample}>
                {t('sample')}
              </Button>
              <Button appearance="subtle" icon={<Delete20Regular />} onClick={clearSteps}>
                {t('clear')}
              </Button>
            </div>
          }
        >
          <NumberField
            name="brewing_bean_mass"
            label={t('dose')}
            mode="edit"
            value={dose}
            min={0}
            max={BREWING_LIMITS.doseMaxG}
            step={0.1}
            unit="g"
            onChange={setDose}
          />
          <Body1>{t('totalWater', { value: number(totalWater ?? 0) })}</Body1>
          {ratio !== null && <Body1>{t('ratio', { value: number(ratio) })}</Body1>}
        </ToolSection>
      </div>

      <ToolSection title={t('steps')}>
        {issues.length > 0 && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('problems')}</MessageBarTitle>
              <ul>
                {issues.map((issue) => (
                  <li key={`${issue.step}-${issue.field}-${issue.rule}`}>{describe(issue)}</li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
        )}
        <ol className={styles.steps}>
          {steps.map((step, index) => {
            const key = STEP_KEYS[index]!;
            const active = index === timer.highlighted;
            return (
              <li
                key={key}
                className={mergeClasses(styles.step, active && styles.highlighted)}
                aria-current={active ? 'step' : undefined}
              >
                <Body1 className={styles.stepName} as="span">
                  {stepName(index)}
                </Body1>
                <NumberField
                  name={`brewing_${key}_term`}
                  label={t('term')}
                  mode="edit"
                  value={step.term}
                  min={0}
                  max={BREWING_LIMITS.termMaxS}
                  step={1}
                  hint={
                    step.term !== null && Number.isFinite(step.term)
                      ? t('termHint', { clock: formatElapsed(step.term * 1000).slice(0, 5) })
                      : undefined
                  }
                  error={errorOf(index, 'term')}
                  onChange={(term) => setStep(index, { term })}
                />
                <NumberField
                  name={`brewing_${key}_mass`}
                  label={t('mass')}
                  mode="edit"
                  value={step.mass}
                  min={0}
                  max={BREWING_LIMITS.massMaxG}
                  step={0.1}
                  error={errorOf(index, 'mass')}
                  onChange={(mass) => setStep(index, { mass })}
                />
                <NumberField
                  name={`brewing_${key}_mass_calc`}
                  label={t('massCalc')}
                  mode="view"
                  value={totals[index]}
                />
              </li>
            );
          })}
        </ol>
      </ToolSection>

      <ToolSection title={t('chartTitle')} className={styles.chart}>
        <LineChart
          log={massCurve(steps)}
          series={[{ key: 'mass', name: t('chartSeries') }]}
          valueAxis={{ title: t('chartAxis'), ...MASS_AXIS }}
          label={t('chartTitle')}
          downloadable
          downloadPrefix={DOWNLOAD_PREFIX.brewingRecord}
        />
      </ToolSection>
    </ToolPage>
  );
}
