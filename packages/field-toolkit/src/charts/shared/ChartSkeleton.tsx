import { Skeleton, SkeletonItem } from '@fluentui/react-components';

/** Placeholder while a chart's code (and Highcharts) downloads. */
export function ChartSkeleton({ height = '16rem' }: { height?: string }) {
  return (
    <Skeleton aria-busy="true">
      <SkeletonItem shape="rectangle" style={{ height, width: '100%' }} />
    </Skeleton>
  );
}
