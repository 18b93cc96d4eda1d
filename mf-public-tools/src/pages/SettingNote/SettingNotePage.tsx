import { useEffect } from 'react';
import {
  Body1,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '@coffee/domain';
import { PUBLIC_ROUTES } from '@coffee/domain/navigation';
import { loadRights, selectedMembership, useSessionStore } from '@coffee/api-client';
import { useParams } from '@coffee/field-toolkit/runtime';
import { QrCodeField } from '@coffee/field-toolkit/widgets/QrCodeField';
import { BeanFacts } from '../BeanInfo/BeanFacts';
import { usePageFormat } from '../BeanInfo/beanFormat';
import { BeanIcon } from '../../shared/icons';
import { RouteButton } from '../../shared/RouteLink';
import { useBeanCardStyles } from '../../shared/beanCards';
import { LoadFailedBar } from '../../shared/LoadFailedBar';
import { ToolPage, ToolSection } from '../../shared/ToolPage';
import { SETTING_NOTE_FIELDS } from '../../../model';
import { noteFacts } from './noteFacts';
import { useOwnNoteSerial, useSettingNote } from './useSettingNote';

export const SETTING_NOTE_PATH = PUBLIC_ROUTES.settingNote;

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
  taste: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

function NoteView({ serial }: { serial: string }) {
  const styles = useStyles();
  const cards = useBeanCardStyles();
  const { t } = useTranslation(undefined, { keyPrefix: 'area.settingNote' });
  const format = usePageFormat(SETTING_NOTE_FIELDS, ['EXTR', 'CNTR']);
  const state = useSettingNote(serial);
  if (state.status === 'loading') return <Spinner label={t('loading')} />;
  if (state.status === 'notFound')
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('notFound')}</MessageBarTitle>
          {t('notFoundDetail')}
        </MessageBarBody>
      </MessageBar>
    );
  if (state.status === 'failed') return <LoadFailedBar title={t('failed')} onRetry={state.retry} />;
  const cafe = format.name(state.cafe, 'cafe_name') ?? t('title');
  return (
    <ToolSection title={cafe}>
      {state.rows.length === 0 ? (
        <Body1>{t('empty')}</Body1>
      ) : (
        <ul className={cards.beans}>
          {state.rows.map((row, index) => (
            <li key={String(row.coffeebean_seq ?? index)} className={cards.bean}>
              <Subtitle2 as="h3">{format.name(row, 'coffeebean_name')}</Subtitle2>
              <Caption1 className={styles.muted}>
                {[
                  format.codes('coffeebean_country_list', row.coffeebean_country_list),
                  t('on', { date: String(row.dialin_date ?? '').slice(0, 10) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Caption1>
              <BeanFacts facts={noteFacts(row, format, (field) => fieldLabel(field, format.locale))} />
              {typeof row.dialin_taste === 'string' && row.dialin_taste !== '' && (
                <Body1 className={styles.taste}>{row.dialin_taste}</Body1>
              )}
              {typeof row.dialin_barista === 'string' && row.dialin_barista !== '' && (
                <Caption1 className={styles.muted}>{t('by', { name: row.dialin_barista })}</Caption1>
              )}
            </li>
          ))}
        </ul>
      )}
    </ToolSection>
  );
}

/** Without a serial: a cafe member gets the QR code of the own cafe's note; anyone else is asked to scan one. */
function OwnNote() {
  const styles = useStyles();
  const { t } = useTranslation(undefined, { keyPrefix: 'area.settingNote' });
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const cafe = useSessionStore(selectedMembership('cafe'));
  useEffect(() => {
    if (signedIn) void loadRights(['cafe']);
  }, [signedIn]);
  const serial = useOwnNoteSerial(signedIn && cafe !== undefined);
  if (!serial) return <Body1>{t('askSerial')}</Body1>;
  const path = `${SETTING_NOTE_PATH}/${serial}`;
  const url = `${window.location.origin}${window.location.pathname.replace(/\/$/, '')}/${serial}`;
  return (
    <ToolSection title={t('yours')}>
      <div className={styles.actions}>
        <Body1>{t('yoursHint')}</Body1>
        <RouteButton to={`/${path}`} appearance="primary">
          {t('open')}
        </RouteButton>
        <QrCodeField name="setting_note_qr" label={t('qr')} mode="view" value={url} />
      </div>
    </ToolSection>
  );
}

/** The cafe's public setting note (behaviour §04-3): what it brews today and how, opened from a QR code at the counter. */
export function SettingNotePage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'area.settingNote' });
  const { serial } = useParams<{ serial?: string }>();
  return (
    <ToolPage title={t('title')} description={t('summary')} icon={<BeanIcon />}>
      {serial ? <NoteView serial={serial} /> : <OwnNote />}
    </ToolPage>
  );
}
