import { CounterBadge } from '@fluentui/react-components';
import { isOk } from '@coffee/api-client';
import { getQuery, useQuery } from '@coffee/api-client/query';

/** What waits at a menu entry (the roastery's new orders, behaviour §05-2), from the entry's count call. */
export function MenuCount({ path }: { path: string }) {
  const answer = useQuery({ ...getQuery<{ count: number }>(path), refetchInterval: 60_000 }).data;
  const count = answer && isOk(answer) ? answer.result.count : 0;
  if (count === 0) return null;
  // Read as part of the entry's name ("Orders 2").
  return <CounterBadge count={count} size="small" />;
}
