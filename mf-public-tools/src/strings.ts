import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';
import { beanStrings } from './pages/BeanInfo/strings';
import { beanIntroStrings } from './pages/BeanIntro/strings';
import { brewingStrings } from './pages/BrewingRecord/strings';
import { guideStrings } from './pages/Guide/strings';
import { flavorWheelStrings } from './pages/FlavorWheel/strings';
import { introStrings } from './pages/Intro/strings';
import { radarStrings } from './pages/RadarChart/strings';
import { roastingStrings } from './pages/RoastingProfile/strings';
import { settingNoteStrings } from './pages/SettingNote/strings';
import { commonStrings } from './shared/strings';

/** Each page's strings under its own key: `area.<key>.*`. */
const parts = {
  common: commonStrings,
  intro: introStrings,
  guide: guideStrings,
  flavorWheel: flavorWheelStrings,
  radar: radarStrings,
  brewing: brewingStrings,
  roasting: roastingStrings,
  bean: beanStrings,
  beanIntro: beanIntroStrings,
  settingNote: settingNoteStrings,
};

const pick = (locale: 'kr' | 'en') =>
  Object.fromEntries(Object.entries(parts).map(([key, part]) => [key, part[locale]]));

export const strings: LocalisedStrings = { kr: pick('kr'), en: pick('en') };
