import { brewingEntities } from '@coffee/domain/pages';
import { definePage } from '@coffee/field-toolkit/engine';
import { auditSection, combineDerive } from '@coffee/field-toolkit/blocks/plumbing';
import { offlineSaves } from '@coffee/field-toolkit/blocks/keptSaves';
import { keptSummary } from '../keptSummary';
import { COUNTER_READS, RECEIVED_COPY, RECIPE_COPY, resultDerive } from './rules';
import { brewingResultSections, steps } from './sections';
import { useFreshnessWarning } from './useFreshnessWarning';
import { useTodaysDialIn } from './useTodaysDialIn';
import { BrewLead, brewDefaults, openedStart } from './BrewStart';
import { CAFE_PAGES } from '../../../model';

const entity = brewingEntities.CafeBrewingResult;

/**
 * The cafe's brewing results (behaviour §03-3.4): recipe, bean and batch, the timer with its steps, equipment and taste.
 * Every cafe role sets the day's main result: only the cupping note's main flag is kept to owners (behaviour §10-3.2).
 */
export const page = definePage(CAFE_PAGES.CafeBrewingResult, {
  detail: {
    sections: [...brewingResultSections(), auditSection(entity)],
    defaults: brewDefaults,
    // The bean on the bar's start is in the form as it opens when the shell's answer came first (behaviour §10-4.4).
    opening: () => openedStart()?.values,
    dependencies: [{ field: 'received_seq', requires: ['coffeebean_seq'] }],
    optionCopies: [RECEIVED_COPY, RECIPE_COPY],
    derive: combineDerive(resultDerive, steps.derive),
    useCustom: (context) => {
      steps.useCustom(context);
      useFreshnessWarning(context);
      useTodaysDialIn(context);
    },
    lead: BrewLead,
    fieldActions: steps.fieldActions,
    companion: steps.companion,
    // A brew saved at the counter asks nothing: an Undo instead (behaviour §10-4.4).
    offline: offlineSaves(
      {
        summary: keptSummary(entity, [
          ['brewing_result_date'],
          ['brewing_bean_mass', 'g'],
          ['brewing_result_total', 'g'],
          ['brewing_term', 's'],
        ]),
        reads: COUNTER_READS,
      },
      { undo: true },
    ),
  },
});
