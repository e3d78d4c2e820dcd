/** The SMS button's states (spec §4): sms → loading → countdown → sms. */
export type TSmsState = { phase: 'sms' } | { phase: 'loading' } | { phase: 'countdown'; secondsLeft: number };

export type TSmsEvent =
  { type: 'send' } | { type: 'sent'; seconds: number } | { type: 'failed' } | { type: 'tick' };

export const SMS_IDLE: TSmsState = { phase: 'sms' };

/** Transitions; events that do not fit the current state are ignored (no double sends). */
export const smsReducer = (state: TSmsState, event: TSmsEvent): TSmsState => {
  switch (event.type) {
    case 'send':
      return state.phase === 'sms' ? { phase: 'loading' } : state;
    case 'sent':
      return state.phase === 'loading' ? { phase: 'countdown', secondsLeft: event.seconds } : state;
    case 'failed':
      return state.phase === 'loading' ? SMS_IDLE : state;
    case 'tick':
      if (state.phase !== 'countdown') return state;
      return state.secondsLeft <= 1 ? SMS_IDLE : { phase: 'countdown', secondsLeft: state.secondsLeft - 1 };
  }
};
