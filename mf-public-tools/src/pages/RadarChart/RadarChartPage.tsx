import { useState } from 'react';
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowReset20Regular } from '@fluentui/react-icons/svg/arrow-reset';
import { useTranslation } from 'react-i18next';
import { RadarChart } from '@coffee/field-toolkit/charts';
import { SliderField } from '@coffee/field-toolkit/widgets/SliderField';
import { TextField } from '@coffee/field-toolkit/widgets/TextField';
import { RadarIcon } from '../../shared/icons';
import { ToolPage, ToolSection } from '../../shared/ToolPage';

/** The six cupping points in the order of a cupping note (behaviour §03-3.1), scored 0-10 by 1, default 10. */
export const RADAR_ATTRIBUTES = ['balance', 'aroma', 'sweetness', 'body', 'flavor', 'acidity'] as const;
type Attribute = (typeof RADAR_ATTRIBUTES)[number];
const SCORE = { min: 0, max: 10, step: 1, default: 10 } as const;
const COFFEE_NAME_MAX_BYTES = 300;

const initialScores = (): Record<Attribute, number> =>
  Object.fromEntries(RADAR_ATTRIBUTES.map((key) => [key, SCORE.default])) as Record<Attribute, number>;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, auto) minmax(18rem, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  sliders: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** info/chart/radarchart: six scores drawn as a radar chart, downloadable as `RadarChart_` + timestamp. */
export function RadarChartPage() {
  const styles = useStyles();
  const { t } = useTranslation(undefined, { keyPrefix: 'area' });
  const [scores, setScores] = useState(initialScores);
  const [name, setName] = useState('');
  const points = RADAR_ATTRIBUTES.map((key) => ({ label: t(`radar.attributes.${key}`), value: scores[key] }));
  const average = RADAR_ATTRIBUTES.reduce((sum, key) => sum + scores[key], 0) / RADAR_ATTRIBUTES.length;

  return (
    <ToolPage
      title={t('common.tools.radarChart.title')}
      description={t('common.tools.radarChart.summary')}
      icon={<RadarIcon size={56} />}
    >
      <div className={styles.layout}>
        <RadarChart points={points} seriesName={name.trim() || t('radar.defaultName')} downloadable />
        <ToolSection
          title={t('radar.scores')}
          actions={
            <Button appearance="subtle" icon={<ArrowReset20Regular />} onClick={() => setScores(initialScores())}>
              {t('radar.reset')}
            </Button>
          }
        >
          <TextField
            name="cupnote_name"
            label={t('radar.coffeeName')}
            mode="edit"
            value={name}
            maxBytes={COFFEE_NAME_MAX_BYTES}
            onChange={(value) => setName(value ?? '')}
          />
          <Body1 className={styles.muted}>{t('radar.scoreHint')}</Body1>
          <div className={styles.sliders}>
            {points.map((point, index) => {
              const key = RADAR_ATTRIBUTES[index]!;
              return (
                <SliderField
                  key={key}
                  name={`cupnote_${key}_point`}
                  label={`${point.label} · ${point.value}`}
                  mode="edit"
                  value={point.value}
                  min={SCORE.min}
                  max={SCORE.max}
                  step={SCORE.step}
                  marks={[SCORE.min, 5, SCORE.max]}
                  onChange={(value) => setScores((current) => ({ ...current, [key]: value ?? SCORE.min }))}
                />
              );
            })}
          </div>
          <Body1 role="status">{t('radar.average', { value: average.toFixed(1) })}</Body1>
        </ToolSection>
      </div>
    </ToolPage>
  );
}
