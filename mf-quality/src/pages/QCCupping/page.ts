import { localToday } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { lazyPart } from '@coffee/field-toolkit/blocks/plumbing';
import { createElement } from 'react';
import { AUDIT_FIELDS } from '../../shared/notePage';
import type { CuppingForm } from '@coffee/domain';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { useApplyFormDefault } from '../../shared/cupping/formDefault';
import { QUALITY_PAGES } from '../../../model';

const sessionForm = (form: CuppingForm, { change }: PageContext) => change('session_form', form);

// The table (Fluent's table, polling) is fetched when a saved session shows it.
const SessionTable = lazyPart(() => import('../../shared/cupping/SessionTable').then((part) => part.SessionTable));

/**
 * Cupping sessions (behaviour §07-2): date, form and mode, the samples with their blind codes, the invited cuppers,
 * and, once saved, the table the cuppers' sheets fill in. The list and the record are the owner's and managers'.
 */
export const page = definePage(QUALITY_PAGES.QCCupping, {
  detail: {
    // A session is cupped today unless its organiser says otherwise.
    defaults: () => ({ session_date: localToday() }),
    // A new session is on the roastery's default form.
    useCustom: (context) => useApplyFormDefault(context, sessionForm),
    sections: [
      {
        title: 'area.sections.session',
        fields: ['session_name', 'session_date', 'session_form', 'session_mode', 'session_status'],
      },
      { title: 'area.sections.samples', fields: ['sample_list'] },
      { title: 'area.sections.cuppers', fields: ['cupper_list'] },
      { title: 'area.sections.results', fields: ['session_table'] },
      { title: 'area.sections.audit', fields: AUDIT_FIELDS },
    ],
    renderField: (def, _name, { values, mode }) => {
      if (def.name !== 'session_table') return null;
      const seq = Number(values.session_seq);
      // Who may see the record runs the session (the server shows it to them alone).
      return mode === 'write' || !Number.isSafeInteger(seq) || seq <= 0
        ? null
        : createElement(SessionTable, { seq, canManage: true });
    },
  },
});
