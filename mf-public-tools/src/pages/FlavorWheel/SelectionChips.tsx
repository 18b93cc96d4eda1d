import { Button, makeStyles, tokens, useArrowNavigationGroup } from '@fluentui/react-components';
import { Dismiss12Regular } from '@fluentui/react-icons/svg/dismiss';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  chip: { fontWeight: tokens.fontWeightRegular },
});

export interface SelectionChipsProps {
  label: string;
  chips: readonly { id: string; name: string }[];
  onRemove: (id: string) => void;
}

/**
 * The chosen flavors as removable chips: a toolbar of buttons (arrow keys move between them, as in Fluent's tag
 * group), each removing its flavor. Focus stays among the chips after a removal, on the one that took its place.
 */
export function SelectionChips({ label, chips, onRemove }: SelectionChipsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const arrowNavigation = useArrowNavigationGroup({ axis: 'grid-linear', circular: true });
  const toolbar = useRef<HTMLDivElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    focusAfterRemoval.current = null;
    const buttons = toolbar.current?.querySelectorAll('button');
    if (index !== null && buttons?.length) buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [chips]);
  return (
    <div ref={toolbar} role="toolbar" aria-label={label} className={styles.chips} {...arrowNavigation}>
      {chips.map((chip, index) => (
        <Button
          key={chip.id}
          className={styles.chip}
          shape="circular"
          size="small"
          icon={<Dismiss12Regular />}
          iconPosition="after"
          aria-label={t('area.flavorWheel.remove', { name: chip.name })}
          onClick={() => {
            focusAfterRemoval.current = index;
            onRemove(chip.id);
          }}
        >
          {chip.name}
        </Button>
      ))}
    </div>
  );
}
