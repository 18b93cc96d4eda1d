/** Demo accounts and organisations (demo mode only). One password for all, shown in the README. */
export const DEMO_PASSWORD = 'coffee1234';

export interface DemoUser {
  user_id: string;
  user_name: string;
  user_type: string[];
}

const member = (user_id: string, user_name: string): DemoUser => ({ user_id, user_name, user_type: ['USER'] });

export const DEMO_USERS: readonly DemoUser[] = [
  { user_id: 'sadmin', user_name: 'System Admin', user_type: ['SADMIN'] },
  { user_id: 'admin', user_name: 'Admin', user_type: ['ADMIN'] },
  { user_id: 'tester', user_name: 'Tester', user_type: ['TESTER'] },
  { user_id: 'paid', user_name: 'Paid Member', user_type: ['PAID'] },
  member('user', 'Member'),
  // A paying member: uploads roast logs (behaviour §02-5: SADMIN, ADMIN, TESTER, PAID).
  { user_id: 'rown', user_name: 'Roaster Owner', user_type: ['PAID'] },
  member('rsmng', 'Roaster Senior Manager'),
  member('rmng', 'Roaster Manager'),
  member('rsast', 'Roaster Senior Assistant'),
  member('rroaster', 'Roaster'),
  member('cown', 'Cafe Owner'),
  member('csmng', 'Cafe Senior Manager'),
  member('cmng', 'Cafe Manager'),
  member('csast', 'Cafe Senior Assistant'),
  member('cbarista', 'Barista'),
  member('rown2', 'Second Roaster Owner'),
  member('cown2', 'Second Cafe Owner'),
];

export interface DemoOrg {
  type: 'roaster' | 'cafe';
  name: string;
  name_kr: string;
  kind: string;
  detail: string;
  staff: ReadonlyArray<readonly [user_id: string, role: string]>;
  equipment: ReadonlyArray<{
    equip_type: string;
    equip_name: string;
    equip_name_kr: string;
    equip_nick?: string;
    reference?: string;
  }>;
}

export const DEMO_ORGS: readonly DemoOrg[] = [
  {
    type: 'roaster',
    name: 'Demo Roasters Seoul',
    name_kr: '데모 로스터스 서울',
    kind: 'PRV',
    detail: 'Specialty roastery in Seongsu-dong, Seoul.',
    staff: [
      ['rown', 'OWN'],
      ['rsmng', 'SMNG'],
      ['rmng', 'MNG'],
      ['rsast', 'SAST'],
      ['rroaster', 'ROASTER'],
    ],
    equipment: [
      {
        equip_type: 'RSTR',
        equip_name: 'Probat P05',
        equip_name_kr: '프로밧 P05',
        equip_nick: 'Main roaster',
        reference: 'P05 Probatone',
      },
      {
        equip_type: 'RSTR',
        equip_name: 'Stronghold S7X',
        equip_name_kr: '스트롱홀드 S7X',
        equip_nick: 'Sample roaster',
        reference: 'S7X',
      },
      {
        equip_type: 'GRND',
        equip_name: 'EK43 cupping grinder',
        equip_name_kr: 'EK43 커핑 그라인더',
        reference: 'EK43',
      },
    ],
  },
  {
    type: 'roaster',
    name: 'Second Roastery Busan',
    name_kr: '세컨드 로스터리 부산',
    kind: 'CFR',
    detail: 'Cafe roastery in Haeundae, Busan.',
    staff: [['rown2', 'OWN']],
    equipment: [{ equip_type: 'RSTR', equip_name: 'Toper TKM-SX 5', equip_name_kr: '토퍼 5kg', reference: 'TKM-SX 5' }],
  },
  {
    type: 'cafe',
    name: 'Demo Cafe Hannam',
    name_kr: '데모 카페 한남',
    kind: 'PRV',
    detail: 'Espresso bar and brew bar in Hannam-dong, Seoul.',
    staff: [
      ['cown', 'OWN'],
      ['csmng', 'SMNG'],
      ['cmng', 'MNG'],
      ['csast', 'SAST'],
      ['cbarista', 'BARISTA'],
    ],
    equipment: [
      { equip_type: 'ESP', equip_name: 'Linea PB 2 group', equip_name_kr: '리네아 PB 2그룹', reference: 'Linea PB' },
      { equip_type: 'GRND', equip_name: 'E65S GbW', equip_name_kr: 'E65S GbW', reference: 'E65S GbW' },
      { equip_type: 'DRP', equip_name: 'V60 02', equip_name_kr: 'V60 02 드리퍼', reference: 'V60 02' },
    ],
  },
  {
    type: 'cafe',
    name: 'Second Cafe Jeju',
    name_kr: '세컨드 카페 제주',
    kind: 'BKR',
    detail: 'Bakery cafe in Jeju city.',
    staff: [['cown2', 'OWN']],
    equipment: [{ equip_type: 'DRP', equip_name: 'Wave 185', equip_name_kr: '웨이브 185', reference: 'Wave 185' }],
  },
];
