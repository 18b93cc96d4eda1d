import type { ReactElement } from 'react';
import { useEffect, useId } from 'react';
import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { keptSaveStanding, onKeptSaveSent, useKeptSaves, useOnline, useRetryClock } from '@coffee/api-client/offline';
import { apiKeys, useQueryClient } from '@coffee/api-client/query';
import { findField } from '@coffee/domain/pages';
import { useFieldOptions, useLocale } from '@coffee/field-toolkit/engine';
import { brewFigures } from './brewFigures';
import { CAFE_PAGES } from '../../../model';

const entity = CAFE_PAGES.CafeBrewingResult.entity;

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteMarigoldBorderActive}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  what: { display: 'flex', flexDirection: 'column', minWidth: 0 },
});

/** The label of a bean or recipe the kept brew names, from the option lists the form chose it from. */
function useLabels(field: string) {
  const locale = useLocale();
  const { options } = useFieldOptions(findField(entity, field)!, {}, locale);
  return (value: unknown) => {
    const option = options.find((candidate) => String(candidate.value) === String(value));
    return option ? String(option.label_str ?? option.label) : '';
  };
}

/**
 * The brews this phone keeps until they are sent, first and marked, online or not (behaviour §06-2, §10-4.4): bean,
 * recipe, dose → yield and time, the rating, and where each stands (waiting for the connection only offline; online,
 * when a failed send goes again by itself). Reading them sends what waits.
 */
export function QueuedBrews(): ReactElement | null {
  const { t } = useTranslation();
  const styles = useStyles();
  const headingId = useId();
  const bean = useLabels('coffeebean_seq');
  const recipe = useLabels('brewing_seq');
  const brews = useKeptSaves().filter((save) => save.page === CAFE_PAGES.CafeBrewingResult.key);
  const online = useOnline();
  const now = useRetryClock(brews);
  const client = useQueryClient();
  // A brew sent once the connection returns moves from here into the rows.
  useEffect(() => onKeptSaveSent(() => void client.invalidateQueries({ queryKey: apiKeys.all })), [client]);
  if (brews.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('area.brewList.queued', { count: brews.length })}
      </h2>
      <ul className={styles.list}>
        {brews.map((save) => {
          const { values } = save;
          const names = [bean(values.coffeebean_seq), recipe(values.brewing_seq)].filter(Boolean).join(' · ');
          const standing = keptSaveStanding(save, online, now);
          const rating =
            values.brewing_satis === null || values.brewing_satis === undefined
              ? ''
              : t('area.brewList.rating', { value: values.brewing_satis });
          return (
            <li key={save.seq} className={styles.item}>
              <span className={styles.what}>
                <Text weight="semibold">{names || save.summary}</Text>
                <Text size={200}>{[brewFigures(values), rating].filter(Boolean).join(' · ')}</Text>
              </span>
              <Badge appearance="tint" color={save.state === 'refused' ? 'danger' : 'warning'}>
                {t(`area.brewList.${standing.state}`, 'seconds' in standing ? { seconds: standing.seconds } : {})}
              </Badge>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
