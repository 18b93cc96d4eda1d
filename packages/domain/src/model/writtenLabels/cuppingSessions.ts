import type { WrittenLabels } from './types';

/** Labels of the Coffee Value Assessment and of cupping sessions: [Korean, English, unit]. */
export const cuppingSessionLabels: WrittenLabels = {
  cupnote_cva_acidity: ['산미 인상(1-9)', 'Acidity impression (1-9)'],
  cupnote_cva_acidity_intensity: ['산미 강도(1-15)', 'Acidity intensity (1-15)'],
  cupnote_cva_aftertaste: ['후미 인상(1-9)', 'Aftertaste impression (1-9)'],
  cupnote_cva_aftertaste_intensity: ['후미 강도(1-15)', 'Aftertaste intensity (1-15)'],
  cupnote_cva_aroma: ['아로마 인상(1-9)', 'Aroma impression (1-9)'],
  cupnote_cva_aroma_intensity: ['아로마 강도(1-15)', 'Aroma intensity (1-15)'],
  cupnote_cva_defective_cups: ['결점 컵 수(×4)', 'Defective cups (×4)'],
  cupnote_cva_descriptors: ['느껴지는 향미 (CATA)', 'Descriptors that apply (CATA)'],
  cupnote_cva_flavor: ['향미 인상(1-9)', 'Flavor impression (1-9)'],
  cupnote_cva_flavor_intensity: ['향미 강도(1-15)', 'Flavor intensity (1-15)'],
  cupnote_cva_fragrance: ['프래그런스 인상(1-9)', 'Fragrance impression (1-9)'],
  cupnote_cva_fragrance_intensity: ['프래그런스 강도(1-15)', 'Fragrance intensity (1-15)'],
  cupnote_cva_mouthfeel: ['마우스필 인상(1-9)', 'Mouthfeel impression (1-9)'],
  cupnote_cva_mouthfeel_intensity: ['마우스필 강도(1-15)', 'Mouthfeel intensity (1-15)'],
  cupnote_cva_nonuniform_cups: ['균일하지 않은 컵 수(×2)', 'Non-uniform cups (×2)'],
  cupnote_cva_overall: ['전체 인상(1-9)', 'Overall impression (1-9)'],
  cupnote_cva_score: ['CVA 점수', 'CVA score'],
  cupnote_cva_summary: ['CVA 점수 계산', 'CVA score worked out'],
  cupnote_cva_sweetness: ['단맛 인상(1-9)', 'Sweetness impression (1-9)'],
  cupnote_cva_sweetness_intensity: ['단맛 강도(1-15)', 'Sweetness intensity (1-15)'],
  cupnote_cva_use: ['CVA 양식으로 작성', 'Written on the CVA form'],
};
