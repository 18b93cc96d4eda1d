import { brewingEntities } from '../model/entities/brewing';
import { qualityEntities } from '../model/entities/quality';
import { cuppingEntities } from '../model/entities/cupping';
import { entityPageOf, screenPageOf } from './descriptor';

/** Cupping notes and QC brewing of roasteries and cafes (behaviour §03-2.3, §03-2.4). */
export const QUALITY_PAGES = {
  QCBrewingResult: entityPageOf(brewingEntities.QCBrewingResult, 'roaster/qc/blr', [
    '추출 결과 QC',
    'Brewing result QC',
  ]),
  QCBrewingDefault: entityPageOf(brewingEntities.QCBrewingDefault, 'roaster/qc/brd', ['추출 설정', 'Brewing settings']),
  QCBlending: entityPageOf(qualityEntities.QCBlending, 'roaster/qc/blending', ['블렌딩 QC', 'Blending QC']),
  QCRoasting: entityPageOf(qualityEntities.QCRoasting, 'roaster/qc/roasting', ['로스팅 QC', 'Roasting QC']),
  QCGreenbean: entityPageOf(qualityEntities.QCGreenbean, 'roaster/qc/greenbean', ['생두 QC', 'Green bean QC']),
  QCCupping: entityPageOf(cuppingEntities.QCCupping, 'roaster/qc/cupping', ['커핑 세션', 'Cupping sessions']),
  QCCuppingSheet: screenPageOf('QCCuppingSheet', 'roaster/qc/cuppingsheet', ['내 커핑 시트', 'My cupping sheets']),
  QCCoffeebean: entityPageOf(qualityEntities.QCCoffeebean, 'cafe/cupnote/coffeebean', [
    '원두 커핑노트',
    'Coffee bean cup notes',
  ]),
} as const;
