import { Suspense, lazy, useRef, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { BoxMultipleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { InventoryPanelProps } from '@coffee/field-toolkit/blocks/inventory';

const InventoryDialog = lazy(async () => ({ default: (await import('./InventoryDialog')).InventoryDialog }));

/** A list toolbar button opening the stock of the list's items with their movements and corrections. */
export function InventoryDialogButton(props: Omit<InventoryPanelProps, 'headingLevel'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <Button
        ref={button}
        appearance="subtle"
        icon={<BoxMultipleRegular />}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('blocks.inventory.stockButton')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <InventoryDialog {...props} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
