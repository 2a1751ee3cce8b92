import { describe, expect, it } from 'vitest';
import type { SignInOutput } from 'aws-amplify/auth';
import { isSessionOver, isWrongCode, secondStepOf } from './second-step';

const next = (step: object) => step as SignInOutput['nextStep'];

describe('secondStepOf', () => {
  it("maps Amplify's second steps to the app's", () => {
    expect(secondStepOf(next({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }), 'a@x.org')).toEqual({
      kind: 'totpCode',
    });
    expect(
      secondStepOf(
        next({
          signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
          codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+*******0101' },
        }),
        'a@x.org',
      ),
    ).toEqual({ kind: 'smsCode', destination: '+*******0101' });
    expect(
      secondStepOf(
        next({
          signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
          allowedMFATypes: ['SMS', 'TOTP', 'EMAIL'],
        }),
        'a@x.org',
      ),
    ).toEqual({ kind: 'choose', factors: ['SMS', 'TOTP'] });
  });

  it('builds the authenticator URI of a sign-in-time set-up with the app name and the account', () => {
    const step = secondStepOf(
      next({
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: {
          sharedSecret: 'JBSWY3DPEHPK3PXP',
          getSetupUri: (app: string, account: string) =>
            new URL(`otpauth://totp/${app}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${app}`),
        },
      }),
      'cora@example.org',
    );
    expect(step).toEqual({
      kind: 'totpSetup',
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Circles:cora@example.org?secret=JBSWY3DPEHPK3PXP&issuer=Circles',
    });
  });

  it('offers nothing for steps the app does not take (a new password, email codes, passkeys)', () => {
    expect(
      secondStepOf(next({ signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' }), 'a'),
    ).toBeUndefined();
    expect(secondStepOf(next({ signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' }), 'a')).toBeUndefined();
    expect(
      secondStepOf(
        next({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['EMAIL'] }),
        'a',
      ),
    ).toBeUndefined();
  });
});

describe('code errors', () => {
  it('tells a wrong code from a sign-in session that ended', () => {
    expect(isWrongCode({ name: 'CodeMismatchException' })).toBe(true);
    expect(isWrongCode({ name: 'EnableSoftwareTokenMFAException' })).toBe(true);
    expect(isWrongCode({ name: 'NotAuthorizedException' })).toBe(false);
    expect(isSessionOver({ name: 'NotAuthorizedException' })).toBe(true);
    expect(isSessionOver(new TypeError('Failed to fetch'))).toBe(false);
  });
});
