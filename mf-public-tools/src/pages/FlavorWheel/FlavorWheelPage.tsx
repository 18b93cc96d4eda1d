import { useState } from 'react';
import { Body1, Body1Strong, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwise16Regular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { Dismiss16Regular } from '@fluentui/react-icons/svg/dismiss';
import { useTranslation } from 'react-i18next';
import type { CODE_GROUPS } from '@coffee/domain';
import { FlavorWheel } from '@coffee/field-toolkit/charts';
import type { FlavorCode } from '@coffee/field-toolkit/charts';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import { WheelIcon } from '../../shared/icons';
import { ToolPage, ToolSection } from '../../shared/ToolPage';
import { selectedFlavors } from './flavorNames';
import { SelectionChips } from './SelectionChips';
import { useCodeGroup } from './useCodeGroup';
import { INITIAL_VIEW, WheelOptions } from './WheelOptions';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, auto) minmax(16rem, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
  // A rare state, so plain text and the shell's button rather than Fluent's message bar (its own download).
  failed: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusDangerBorder1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorStatusDangerBackground1,
  },
  failedText: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '12rem' },
});

const FLAVOR_WHEEL_CODE_GROUP: keyof typeof CODE_GROUPS = 'FLVR';

/** info/chart/flavorwheel: pick flavors on the FLVR wheel, see them as chips, download the wheel. */
export function FlavorWheelPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const flavorCodes = useCodeGroup(FLAVOR_WHEEL_CODE_GROUP, locale);
  const codes: FlavorCode[] = flavorCodes.codes;
  const [selected, setSelected] = useState<string[]>([]);
  const [view, setView] = useState(INITIAL_VIEW);
  const chips = selectedFlavors(codes, selected, locale);

  return (
    <ToolPage
      title={t('area.common.tools.flavorWheel.title')}
      description={t('area.common.tools.flavorWheel.summary')}
      icon={<WheelIcon size={56} />}
    >
      {flavorCodes.failed ? (
        <div role="alert" className={styles.failed}>
          <div className={styles.failedText}>
            <Body1Strong>{t('area.flavorWheel.loadFailed')}</Body1Strong>
            <Body1>{t('area.flavorWheel.loadFailedDetail')}</Body1>
          </div>
          <Button icon={<ArrowClockwise16Regular />} disabled={flavorCodes.loading} onClick={flavorCodes.retry}>
            {t('area.common.retry')}
          </Button>
        </div>
      ) : (
        <div className={styles.layout}>
          <FlavorWheel
            codes={codes}
            selected={selected}
            onSelectedChange={setSelected}
            locale={locale}
            rotation={view.rotation}
            reverse={view.reverse}
            simple={view.simple}
            downloadable
          />
          <div className={styles.side}>
            <ToolSection
              title={t('area.flavorWheel.selection')}
              actions={
                <Button
                  appearance="subtle"
                  icon={<Dismiss16Regular />}
                  disabled={selected.length === 0}
                  onClick={() => setSelected([])}
                >
                  {t('area.flavorWheel.clear')}
                </Button>
              }
            >
              <Body1 className={styles.muted} role="status">
                {selected.length === 0
                  ? t('area.flavorWheel.selectionEmpty')
                  : t('area.flavorWheel.selectionCount', { count: selected.length })}
              </Body1>
              {chips.length > 0 && (
                <SelectionChips
                  label={t('area.flavorWheel.selection')}
                  chips={chips}
                  onRemove={(id) => setSelected((current) => current.filter((selectedId) => selectedId !== id))}
                />
              )}
            </ToolSection>
            <ToolSection title={t('area.flavorWheel.options')}>
              <WheelOptions view={view} onChange={setView} />
            </ToolSection>
          </div>
        </div>
      )}
    </ToolPage>
  );
}
