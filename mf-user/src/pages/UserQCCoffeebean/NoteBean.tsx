import { makeStyles, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { isOk } from '@coffee/api-client';
import { useQuery } from '@coffee/api-client/query';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import { useTranslation } from 'react-i18next';
import { beanInfoQuery, serialRequest } from '../../shared/serial';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  // The two lines' height (semibold 400 and body text): the form below stays where it is when they arrive.
  waiting: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlock: '3px' },
  nameLine: { width: '60%' },
  storeLine: { width: '40%' },
});

const inLocale = (info: Record<string, unknown>, field: string, english: boolean): string =>
  String((english ? info[field] || info[`${field}_kr`] : info[`${field}_kr`] || info[field]) ?? '');

/** A note of a checked serial leads with its bean: the bean's name and who roasted or served it (behaviour §09-3.3). */
export function NoteBean({ context }: { context: PageContext }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const english = usePreferences((state) => state.locale) === 'en';
  const type = context.values.coffeebean_uuid_type;
  const serial = context.values.coffeebean_uuid;
  const checked = serialRequest(type, serial) !== undefined;
  const answer = useQuery({ ...beanInfoQuery(type, serial), enabled: checked });
  const info = checked && answer.data && isOk(answer.data) ? (answer.data.detail_result ?? answer.data.result) : null;
  const name = info ? inLocale(info, 'blending_name', english) : '';
  // Its place is held while the bean is on its way: the fields below do not move under a finger when it arrives.
  if (checked && answer.isPending)
    return (
      <section className={styles.root} aria-label={t('area.note.bean')} aria-busy="true">
        <Skeleton className={styles.waiting}>
          <SkeletonItem size={20} className={styles.nameLine} />
          <SkeletonItem size={16} className={styles.storeLine} />
        </Skeleton>
      </section>
    );
  if (!info || !name) return null;
  const store = inLocale(info, 'store_name', english);
  return (
    <section className={styles.root} aria-label={t('area.note.bean')}>
      <Text weight="semibold" size={400}>
        {name}
      </Text>
      {store && (
        <Text className={styles.muted}>
          {t(String(type).startsWith('CAFE') ? 'area.note.servedBy' : 'area.note.roastedBy', { store })}
        </Text>
      )}
    </section>
  );
}
