import {
  CVA,
  CVA_AFFECTIVE_FIELDS,
  CVA_CUP_FIELDS,
  CVA_DESCRIPTORS_FIELD,
  CVA_INTENSITY_FIELDS,
  CVA_SCORE_FIELD,
  CVA_SUMMARY_FIELD,
  CVA_USE_FIELD,
  cvaScoreOf,
} from '@coffee/domain';
import type { FieldDef } from '@coffee/domain';
import type { DetailSection, PageContext } from '@coffee/field-toolkit/engine';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { lazyPart } from '@coffee/field-toolkit/blocks/plumbing';

const CvaScoreCard = lazyPart(() => import('./CvaScoreCard').then((part) => part.CvaScoreCard));

/** The fields whose change moves the score. */
const SCORING_FIELDS = new Set<string>([CVA_USE_FIELD, ...CVA_AFFECTIVE_FIELDS, ...CVA_CUP_FIELDS]);

/** The form's stored (hundredths) CVA score of its values; empty off the form or while an impression is missing. */
export function cvaScoreValues(values: FormValues): FormValues {
  const on = values[CVA_USE_FIELD] === true || values[CVA_USE_FIELD] === 1;
  const score = on ? cvaScoreOf(values) : null;
  return { [CVA_SCORE_FIELD]: score === null ? null : Math.round(score * CVA.scale) };
}

export interface CvaCuppingBlock {
  /** Its switch, the descriptive assessment (intensities, descriptors), the affective assessment and the cups. */
  sections: DetailSection[];
  /** The score, live whenever an impression or a cup count changes. */
  derive: (changed: string, context: PageContext) => FormValues | undefined;
  /** The live score with its arithmetic, under the stored score. */
  renderField: (def: FieldDef, name: string, context: PageContext) => ReactElement | null;
}

/**
 * The SCA Coffee Value Assessment on a QC note (behaviour §07-1), beside the 2004 form: scored with the domain's
 * `cvaScore`, stored and re-checked by the server.
 */
export function cvaCupping(): CvaCuppingBlock {
  return {
    sections: [
      {
        title: 'blocks.cvaCupping.title',
        fields: [
          CVA_USE_FIELD,
          ...CVA_INTENSITY_FIELDS,
          CVA_DESCRIPTORS_FIELD,
          ...CVA_AFFECTIVE_FIELDS,
          ...CVA_CUP_FIELDS,
          CVA_SCORE_FIELD,
          CVA_SUMMARY_FIELD,
        ],
      },
    ],
    derive: (changed, { values }) => (SCORING_FIELDS.has(changed) ? cvaScoreValues(values) : undefined),
    renderField: (def, _name, { values }) =>
      def.name === CVA_SUMMARY_FIELD ? createElement(CvaScoreCard, { values }) : null,
  };
}
