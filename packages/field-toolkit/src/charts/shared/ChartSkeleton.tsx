import { makeStyles, tokens } from '@fluentui/react-components';

// Drawn like Fluent's skeleton (a softly pulsing neutral block) without its package, which a chart page would
// download only for this placeholder.
const useStyles = makeStyles({
  block: {
    width: '100%',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralStencil1,
    animationName: { '0%': { opacity: 1 }, '50%': { opacity: 0.5 }, '100%': { opacity: 1 } },
    animationDuration: '1.5s',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});

/** Placeholder while a chart's code (and Highcharts) downloads. */
export function ChartSkeleton({ height = '16rem' }: { height?: string }) {
  const styles = useStyles();
  return <div aria-busy="true" className={styles.block} style={{ height }} />;
}
