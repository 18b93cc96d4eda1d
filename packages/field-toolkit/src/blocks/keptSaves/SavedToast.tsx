import type { ReactElement } from 'react';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { closeSavedNotice, savedNoticeStore } from './undoSaves';

const useStyles = makeStyles({
  // Above the page and its counter bar, clear of the thumb's buttons at the bottom of a phone.
  toast: {
    position: 'fixed',
    top: tokens.spacingVerticalM,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    width: 'max-content',
    maxWidth: `calc(100vw - 2 * ${tokens.spacingHorizontalM})`,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    boxShadow: tokens.shadow16,
  },
  words: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  summary: { color: tokens.colorNeutralForegroundInverted2 },
  undo: { minHeight: '44px', flexShrink: 0 },
  close: { minHeight: '44px', minWidth: '44px', color: tokens.colorNeutralForegroundInverted },
});

/**
 * The word that a save without a question was saved (behaviour §10-4.4), with its Undo for a few seconds; read out
 * politely (a status), never taking the focus from the form the barista goes on with.
 */
export function SavedToast(): ReactElement | null {
  const { t } = useTranslation();
  const styles = useStyles();
  const notice = useStore(savedNoticeStore, (state) => state.notice);
  useEffect(() => {
    if (!notice) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeSavedNotice();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [notice]);
  // The live region stays in the page while it is empty, so what comes into it is read out.
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={notice ? styles.toast : undefined}>
      {notice && (
        <>
          <span className={styles.words}>
            <Text weight="semibold">{t(`blocks.keptSaves.saved.${notice.state}`)}</Text>
            {notice.summary && (
              <Text size={200} className={styles.summary}>
                {notice.summary}
              </Text>
            )}
          </span>
          {notice.undo && (
            <Button className={styles.undo} appearance="primary" icon={<ArrowUndoRegular />} onClick={notice.undo}>
              {t('blocks.keptSaves.saved.undo')}
            </Button>
          )}
          <Button
            className={styles.close}
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={t('blocks.keptSaves.saved.close')}
            onClick={closeSavedNotice}
          />
        </>
      )}
    </div>
  );
}
