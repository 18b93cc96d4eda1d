import { EVENT_JOIN_FORMS, joinFailureKey } from './eventJoin';

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
    expect(joinFailureKey('FORBIDDEN', 'event_closed')).toBe('blocks.join.closed');
    expect(joinFailureKey('409', 'duplicate_key')).toBe('blocks.join.already');
    expect(joinFailureKey('NOT_FOUND', undefined)).toBe('blocks.join.noEvent');
    expect(joinFailureKey('500', undefined)).toBe('messages.error_text');
  });
});
