import {
  SCA,
  SCA_CUP_FIELDS,
  SCA_DEFECT_FIELDS,
  SCA_RESULT_FIELDS,
  SCA_SCORE_FIELDS,
  scaScoreOf,
} from '@coffee/domain';
import type { DetailSection, PageContext } from '@coffee/field-toolkit/engine';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import type { FieldDef } from '@coffee/domain';
import { lazyPart } from '@coffee/field-toolkit/blocks/plumbing';

// The score card (Fluent, the radar) is fetched when a detail shows it.
const ScaScoreCard = lazyPart(() => import('./ScaScoreCard').then((part) => part.ScaScoreCard));

export const SCA_RADAR_FIELD = 'cupnote_sca_radar';

/** The fields whose change moves the score. */
const SCORING_FIELDS = new Set<string>([
  'cupnote_sca_use',
  ...SCA_SCORE_FIELDS,
  ...SCA_CUP_FIELDS,
  ...SCA_DEFECT_FIELDS,
]);

/** The form's (stored, hundredths) total and final score of its values; empty while the sheet is incomplete. */
export function scaScoreValues(values: FormValues): FormValues {
  const on = values.cupnote_sca_use === true || values.cupnote_sca_use === 1;
  const result = on ? scaScoreOf(values, 'stored') : null;
  return {
    [SCA_RESULT_FIELDS.total]: result ? Math.round(result.total * SCA.scale) : null,
    [SCA_RESULT_FIELDS.final]: result ? Math.round(result.final * SCA.scale) : null,
  };
}

export interface ScaCuppingBlock {
  /** The SCA cupping form: its switch, the attributes (with acidity intensity and body level), cups, defects. */
  sections: DetailSection[];
  /** Total and final score, live whenever an attribute, cup or defect changes. */
  derive: (changed: string, context: PageContext) => FormValues | undefined;
  /** The score card (final score and band) above the attributes' radar. */
  renderField: (def: FieldDef, name: string, context: PageContext) => ReactElement | null;
}

/**
 * The SCA cupping form of a QC note (behaviour §04-4): written instead of the six simple points, scored with the domain's
 * arithmetic (`scaScore`), stored and re-checked by the server. Roaster and cafe QC pages share it.
 */
export function scaCupping(): ScaCuppingBlock {
  return {
    sections: [
      {
        title: 'blocks.scaCupping.title',
        fields: [
          'cupnote_sca_use',
          ...SCA_SCORE_FIELDS.flatMap((name) =>
            name === 'cupnote_sca_acidity'
              ? [name, 'cupnote_sca_acidity_intensity']
              : name === 'cupnote_sca_body'
                ? [name, 'cupnote_sca_body_level']
                : [name],
          ),
          ...SCA_CUP_FIELDS,
          ...SCA_DEFECT_FIELDS,
          SCA_RESULT_FIELDS.total,
          SCA_RESULT_FIELDS.final,
          SCA_RADAR_FIELD,
        ],
      },
    ],
    derive: (changed, { values }) => (SCORING_FIELDS.has(changed) ? scaScoreValues(values) : undefined),
    renderField: (def, _name, { values }) =>
      def.name === SCA_RADAR_FIELD ? createElement(ScaScoreCard, { def, values }) : null,
  };
}
