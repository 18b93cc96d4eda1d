import { useState } from 'react';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Tag,
  TagGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwise16Regular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { Dismiss16Regular } from '@fluentui/react-icons/svg/dismiss';
import { codeGroupsQuery, useQuery } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import type { CODE_GROUPS } from '@coffee/domain';
import { FlavorWheel } from '@coffee/field-toolkit/charts';
import type { FlavorCode } from '@coffee/field-toolkit/charts';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import { SliderField } from '@coffee/field-toolkit/widgets/SliderField';
import { SwitchField } from '@coffee/field-toolkit/widgets/SwitchField';
import { WheelIcon } from '../../shared/icons';
import { ToolPage, ToolSection } from '../../shared/ToolPage';
import { selectedFlavors } from './flavorNames';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, auto) minmax(16rem, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingHorizontalL },
  tags: { flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

const FLAVOR_WHEEL_CODE_GROUP: keyof typeof CODE_GROUPS = 'FLVR';
const ROTATION = { min: -180, max: 180, step: 10 } as const;

/** info/chart/flavorwheel: pick flavors on the FLVR wheel, see them as chips, download the wheel. */
export function FlavorWheelPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const codesQuery = useQuery(codeGroupsQuery([FLAVOR_WHEEL_CODE_GROUP], locale));
  const codes: FlavorCode[] = codesQuery.data?.[FLAVOR_WHEEL_CODE_GROUP] ?? [];
  const [selected, setSelected] = useState<string[]>([]);
  const [rotation, setRotation] = useState(0);
  const [reverse, setReverse] = useState(false);
  const [simple, setSimple] = useState(false);
  const chips = selectedFlavors(codes, selected, locale);
  // The code cache answers a failed call with what it holds: no entries at all means the server was not reached.
  const failed = codesQuery.isError || (codesQuery.isSuccess && codes.length === 0);

  return (
    <ToolPage
      title={t('area.common.tools.flavorWheel.title')}
      description={t('area.common.tools.flavorWheel.summary')}
      icon={<WheelIcon size={56} />}
    >
      {failed ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('area.flavorWheel.loadFailed')}</MessageBarTitle>
            {t('area.flavorWheel.loadFailedDetail')}
          </MessageBarBody>
          <MessageBarActions>
            <Button
              icon={<ArrowClockwise16Regular />}
              disabled={codesQuery.isFetching}
              onClick={() => void codesQuery.refetch()}
            >
              {t('area.common.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <div className={styles.layout}>
          <FlavorWheel
            codes={codes}
            selected={selected}
            onSelectedChange={setSelected}
            locale={locale}
            rotation={rotation}
            reverse={reverse}
            simple={simple}
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
                <TagGroup
                  className={styles.tags}
                  aria-label={t('area.flavorWheel.selection')}
                  onDismiss={(_, { value }) => setSelected((current) => current.filter((id) => id !== value))}
                >
                  {chips.map((chip) => (
                    <Tag
                      key={chip.id}
                      value={chip.id}
                      dismissible
                      dismissIcon={{ 'aria-label': t('area.flavorWheel.remove', { name: chip.name }) }}
                    >
                      {chip.name}
                    </Tag>
                  ))}
                </TagGroup>
              )}
            </ToolSection>
            <ToolSection title={t('area.flavorWheel.options')}>
              <SliderField
                name="cupnote_flavor_wheel_rotate"
                label={t('area.flavorWheel.rotation')}
                mode="edit"
                value={rotation}
                onChange={(value) => setRotation(value ?? 0)}
                {...ROTATION}
                marks={[ROTATION.min, 0, ROTATION.max]}
                unit="°"
              />
              <SwitchField
                name="cupnote_flavor_wheel_reverse"
                label={t('area.flavorWheel.reverse')}
                mode="edit"
                value={reverse}
                onValue
                offValue={false}
                onChange={(value) => setReverse(value === true)}
              />
              <SwitchField
                name="cupnote_flavor_wheel_simple"
                label={t('area.flavorWheel.simple')}
                mode="edit"
                value={simple}
                onValue
                offValue={false}
                onChange={(value) => setSimple(value === true)}
              />
            </ToolSection>
          </div>
        </div>
      )}
    </ToolPage>
  );
}
