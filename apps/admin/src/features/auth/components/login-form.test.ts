import { describe, expect, it } from 'vitest';
import { enrolmentOf } from './login-form.tsx';

describe('enrolmentOf', () => {
  it('reads the authenticator to enrol from a VERIFY_FIRST value', () => {
    const enrolment = {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/OpenLobby:owner?secret=JBSWY3DPEHPK3PXP',
    };
    expect(enrolmentOf({ method: 'TOTP', enrolment })).toEqual(enrolment);
  });

  it('is null for a plain code request or anything else', () => {
    expect(enrolmentOf({ method: 'TOTP' })).toBeNull();
    expect(enrolmentOf(undefined)).toBeNull();
    expect(enrolmentOf({ enrolment: { secret: 1 } })).toBeNull();
  });
});
