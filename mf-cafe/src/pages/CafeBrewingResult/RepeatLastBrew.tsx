import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { isOk } from '@coffee/api-client';
import { fetchAnswer, getQuery } from '@coffee/api-client/query';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { useTranslation } from 'react-i18next';
import { keepRepeatedRecipe } from './useTodaysDialIn';

const LAST_BREW = '/api/cafe/brewing/result/last';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * "Repeat last brew" on a new brew (behaviour §10-4.2): one click fills the form with the visitor's last brew in this
 * cafe (bean, batch, setting, dose, grind, temperature, water, times), never its date, ratings or ids.
 */
export function RepeatLastBrew({ context }: { context: PageContext }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [state, setState] = useState<'idle' | 'busy' | 'filled' | 'none' | 'failed'>('idle');
  if (context.mode !== 'write') return null;

  const repeat = async () => {
    setState('busy');
    const answer = await fetchAnswer(getQuery<Record<string, unknown>>(LAST_BREW));
    if (!isOk(answer)) return setState('failed');
    const { received_seq: batch, ...values } = answer.result ?? {};
    if (Object.keys(values).length === 0) return setState('none');
    // Only a setting the repeat changes sets off the day's dial-in.
    if (values.brewing_seq !== context.values.brewing_seq) keepRepeatedRecipe(values.brewing_seq);
    context.batch(values);
    // A new bean clears its batch in the form's follow-ups (scheduled as the values change): the batch comes after.
    if (batch !== undefined) setTimeout(() => context.change('received_seq', batch), 0);
    setState('filled');
  };

  return (
    <div className={styles.bar}>
      <Button icon={<ArrowRepeatAllRegular />} disabled={state === 'busy'} onClick={() => void repeat()}>
        {t('area.repeat.button')}
      </Button>
      <Text role="status">
        {state === 'filled' || state === 'none' || state === 'failed' ? t(`area.repeat.${state}`) : ''}
      </Text>
    </div>
  );
}
