import { qualityEntities } from './entities';
import { cuppingEntities } from './cuppingEntities';
import {
  brewingEntities,
  STORED,
  equipReferences,
  storedIn,
  subListIn,
  entityPageOf,
  screenPageOf,
} from '@coffee/domain/pages';

/** Cupping notes and QC brewing of roasteries and cafes (behaviour §03-2.3, §03-2.4). */
export const QUALITY_PAGES = {
  QCBrewingResult: entityPageOf(
    brewingEntities.QCBrewingResult,
    'roaster/qc/blr',
    ['추출 결과 QC', 'Brewing result QC'],
    {
      references: {
        blending_seq: STORED.blendingDefault,
        blending_result_seq: STORED.blendingResult,
        brewing_seq: storedIn('qc_brewing_default', 'brewing_seq'),
        ...equipReferences(STORED.roasterEquip),
      },
    },
  ),
  QCBrewingDefault: entityPageOf(
    brewingEntities.QCBrewingDefault,
    'roaster/qc/brd',
    ['추출 레시피', 'Brewing recipes'],
    { references: { blending_seq: STORED.blendingDefault } },
  ),
  QCBlending: entityPageOf(qualityEntities.QCBlending, 'roaster/qc/blending', ['블렌드 커핑', 'Blend cupping'], {
    references: { blending_seq: STORED.blendingDefault },
  }),
  QCRoasting: entityPageOf(qualityEntities.QCRoasting, 'roaster/qc/roasting', ['로스팅 커핑', 'Roast cupping'], {
    references: { roasting_result_seq: STORED.roastingResult },
  }),
  QCGreenbean: entityPageOf(qualityEntities.QCGreenbean, 'roaster/qc/greenbean', ['생두 커핑', 'Green bean cupping'], {
    references: { greenbean_roaster_seq: STORED.greenbean },
  }),
  QCCupping: entityPageOf(cuppingEntities.QCCupping, 'roaster/qc/cupping', ['커핑 세션', 'Cupping sessions'], {
    references: {
      roasting_result_seq: STORED.roastingResult,
      blending_result_seq: STORED.blendingResult,
      greenbean_roaster_seq: STORED.greenbean,
      roaster_user_seq: storedIn('roaster_user', 'roaster_user_seq'),
    },
    subLists: [
      subListIn('sample_list', 'cupping_session_sample', ['sample_code']),
      subListIn('cupper_list', 'cupping_session_cupper', ['roaster_user_seq']),
    ],
  }),
  QCCuppingSheet: screenPageOf('QCCuppingSheet', 'roaster/qc/cuppingsheet', ['내 커핑 시트', 'My cupping sheets']),
  QCCoffeebean: entityPageOf(
    qualityEntities.QCCoffeebean,
    'cafe/cupnote/coffeebean',
    ['원두 커핑 노트', 'Coffee bean cup notes'],
    { references: { coffeebean_seq: STORED.coffeebean } },
  ),
} as const;
