import { useId, useState } from 'react';
import type { ComponentType } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowImportRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { lazyPart } from './lazyPart';

/** What a list's opener shows (its button's words and the section's name) and the panel it opens. */
export interface ListPanelOpenerSetup {
  label: string;
  title: string;
  load: () => Promise<ComponentType<{ id: string }>>;
}

/**
 * A button above a list's search that opens a panel (an import): the list part holds the button only, the panel's
 * code comes when it is first opened.
 */
export function listPanelOpener({ label, title, load }: ListPanelOpenerSetup): ComponentType {
  const Panel = lazyPart(load);
  return function ListPanelOpener() {
    const { t } = useTranslation();
    const panelId = useId();
    const [open, setOpen] = useState(false);
    return (
      <section aria-label={t(title)}>
        <Button
          icon={<ArrowImportRegular />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t(label)}
        </Button>
        {open && <Panel id={panelId} />}
      </section>
    );
  };
}
