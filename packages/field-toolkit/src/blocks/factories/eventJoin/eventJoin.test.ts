import type { TFunction } from 'i18next';
import { EVENT_JOIN_FORMS, joinFailure } from './eventJoin';

describe('event sign-up and register forms', () => {
  it('show the host’s names and the event’s period, and ask for nick, description and the confirmation box', () => {
    expect(EVENT_JOIN_FORMS.roasterSignUp.shown).toEqual([
      'roaster_name_kr',
      'roaster_name',
      'event_start',
      'event_end',
    ]);
    expect(EVENT_JOIN_FORMS.cafeSignUp.edited).toEqual(['user_nick', 'user_desc', 'save_check']);
    expect(EVENT_JOIN_FORMS.cafeRegister.edited.at(-1)).toBe('save_check');
  });

  it('carry the cafe for a registration and no organisation for a person signing up', () => {
    expect(EVENT_JOIN_FORMS.cafeRegister.sender).toBe('cafe');
    expect(EVENT_JOIN_FORMS.roasterSignUp.sender).toBeNull();
  });

  it('explain a closed event, a second sign-up and an unknown event in words', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    expect(joinFailure(t, { status: 'FORBIDDEN', description: 'event_closed' })).toEqual({ key: 'blocks.join.closed' });
    expect(joinFailure(t, { status: '409', description: 'duplicate_key' })).toEqual({ key: 'blocks.join.already' });
    expect(joinFailure(t, { status: 'NOT_FOUND' })).toEqual({ key: 'blocks.join.noEvent' });
    expect(joinFailure(t, { status: '500' })).toEqual({ key: 'messages.server_failed', values: { code: '500' } });
  });
});
