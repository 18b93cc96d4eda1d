import type { ReactElement } from 'react';
import { useEffect, useId } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, DeleteRegular, EditRegular, SendRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  dropKeptSave,
  keptSaveStanding,
  onKeptSaveSent,
  retryKeptSave,
  sendKeptSaves,
  useKeptSaves,
  useOnline,
  useRetryClock,
} from '@coffee/api-client/offline';
import type { KeptSave, KeptSaveStanding } from '@coffee/api-client/offline';
import { apiKeys, useQueryClient } from '@coffee/api-client/query';
import type { EntityDef, ValidationFailure } from '@coffee/domain';
import { answerText, confirm } from '@coffee/field-toolkit/dialogs';
import { failureMessage } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';

import { SavedToast } from './SavedToast';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteMarigoldBorderActive}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  what: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '12em' },
  refusal: { color: tokens.colorPaletteRedForeground1 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The server's message for a refused save, as the form would show it (a field's rule names the field). */
function refusalText(t: TFunction, entity: EntityDef, refusal: KeptSave['refusal']): string {
  if (!refusal) return '';
  return answerText(t, refusal, (failure) => failureMessage(t, entity, failure as ValidationFailure));
}

/** Where a kept save stands, in words (its seconds to the next send counted down). */
const standingText = (t: TFunction, standing: KeptSaveStanding): string =>
  t(`blocks.keptSaves.${standing.state}`, 'seconds' in standing ? { seconds: standing.seconds } : {});

export interface KeptSavesPanelProps {
  entity: EntityDef;
  /** Puts a refused save's values back into the form. */
  fix: (values: FormValues) => void;
}

/**
 * The saves kept on this device, in the order they are sent, each with where it stands (behaviour §06-2): waiting
 * for the connection only offline; online, when a failed send goes again by itself. A refused one shows the server's
 * message and can be fixed in the form, sent again or dropped. Offline, it says so.
 */
export function KeptSavesPanel({ entity, fix }: KeptSavesPanelProps): ReactElement | null {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const headingId = useId();
  const saves = useKeptSaves();
  const online = useOnline();
  const now = useRetryClock(saves);
  const client = useQueryClient();
  // A save sent later shows in the lists. What waits is sent once the kept saves are read, after the form is drawn
  // (behaviour §06-7).
  useEffect(() => onKeptSaveSent(() => void client.invalidateQueries({ queryKey: apiKeys.all })), [client]);
  if (saves.length === 0 && online) return <SavedToast />;
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'ko', { timeStyle: 'short' });
  const drop = async (save: KeptSave) => {
    const sure = await confirm({
      title: { key: 'blocks.keptSaves.dropTitle' },
      message: { key: 'blocks.keptSaves.dropDetail' },
    });
    if (sure) await dropKeptSave(save.seq!);
  };
  return (
    <>
      <SavedToast />
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {saves.length > 0 ? t('blocks.keptSaves.title', { count: saves.length }) : t('blocks.keptSaves.offlineTitle')}
        </h2>
        {!online && <Text>{t('blocks.keptSaves.offline')}</Text>}
        {saves.length > 0 && (
          <ol className={styles.list}>
            {saves.map((save) => (
              <li key={save.seq} className={styles.item}>
                <span className={styles.what}>
                  <Text weight="semibold">{save.summary}</Text>
                  <Text size={200}>
                    {standingText(t, keptSaveStanding(save, online, now))} ·{' '}
                    {t('blocks.keptSaves.keptAt', { time: time.format(save.kept_at) })}
                  </Text>
                  {save.state === 'refused' && (
                    <Text className={styles.refusal}>{refusalText(t, entity, save.refusal)}</Text>
                  )}
                </span>
                <span className={styles.buttons}>
                  {save.state === 'refused' && (
                    <>
                      <Button
                        icon={<EditRegular />}
                        onClick={async () => {
                          const taken = await dropKeptSave(save.seq!);
                          if (taken) fix(taken.values);
                        }}
                      >
                        {t('blocks.keptSaves.fix')}
                      </Button>
                      <Button
                        icon={<ArrowSyncRegular />}
                        disabled={!online}
                        onClick={() => void retryKeptSave(save.seq!)}
                      >
                        {t('blocks.keptSaves.sendAgain')}
                      </Button>
                    </>
                  )}
                  <Button icon={<DeleteRegular />} onClick={() => void drop(save)}>
                    {t('blocks.keptSaves.drop')}
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        )}
        {online && saves.some((save) => save.state !== 'refused') && (
          <Button appearance="primary" icon={<SendRegular />} onClick={() => void sendKeptSaves()}>
            {t('blocks.keptSaves.sendNow')}
          </Button>
        )}
      </section>
    </>
  );
}
