import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  row: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export interface BeanFact {
  key: string;
  label: string;
  value: string | null;
}

/** Label / value pairs as a description list; empty values are left out. */
export function BeanFacts({ facts }: { facts: readonly BeanFact[] }) {
  const styles = useStyles();
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={styles.list}>
      {shown.map((fact) => (
        <div key={fact.key} className={styles.row}>
          <dt>
            <Caption1 className={styles.term}>{fact.label}</Caption1>
          </dt>
          <dd className={styles.value}>
            <Body1>{fact.value}</Body1>
          </dd>
        </div>
      ))}
    </dl>
  );
}
