import { ROLES } from '@circles/shared/access/types';
import { Duration, Names, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  UserPoolGroup,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { acknowledge } from './nag';
import { ManagedPolicyRole } from './roles';

/** The Cognito groups of ARCHITECTURE.md "Identity": one per role; the API maps them to roles. */
export const userGroups = ROLES;

/** Options of the auth construct. */
export interface AuthProps {
  /**
   * Turns on Cognito threat protection (compromised credentials, adaptive authentication) in
   * enforcement mode. It needs the Plus feature plan, billed per monthly active user, so it is opt-in.
   * @default false
   */
  readonly threatProtection?: boolean;
  /**
   * What happens to the user pool when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
  /**
   * Partner-organisation sign-in (issue 23): the client allows the custom-auth flow the API starts
   * (infra/lib/partner-sign-in.ts adds its triggers).
   * @default false
   */
  readonly partnerSignIn?: boolean;
}

/**
 * The user pool: sign-in with email or phone number, no self sign-up (registration goes through the
 * API, which creates the Cognito user and the profile together), a second factor by authenticator app
 * (TOTP) or SMS that users may enrol (issue 21: staff will be required to, through the sign-in
 * screens), the four role groups, and one public app client for the web app's USER_PASSWORD_AUTH flow.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps = {}) {
    super(scope, id);
    const threatProtection = props.threatProtection ?? false;
    // Cognito sends SMS (phone verification, SMS codes) through this role, assumable only by Cognito
    // with the pool's external id.
    const smsRoleExternalId = Names.uniqueId(this);
    const smsRole = new ManagedPolicyRole(this, 'SmsRole', {
      assumedBy: new ServicePrincipal('cognito-idp.amazonaws.com', {
        conditions: { StringEquals: { 'sts:ExternalId': smsRoleExternalId } },
      }),
      description: 'Lets the Circles user pool send SMS',
    });
    smsRole.addToPrincipalPolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
    acknowledge(smsRole, {
      'AwsSolutions-IAM5[Resource::*]':
        "Cognito sends an SMS by sns:Publish to a phone number, which has no ARN to name; the role can be assumed only by Cognito with this pool's external id and may do nothing else.",
    });
    this.userPool = new UserPool(this, 'UserPool', {
      smsRole,
      smsRoleExternalId,
      signInAliases: { email: true, phone: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      // Spec 002 §5.5: 8+ characters with a digit, a lower-case, an upper-case letter and a special character.
      passwordPolicy: {
        minLength: 8,
        requireDigits: true,
        requireLowercase: true,
        requireUppercase: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      // Email only: phone recovery would need an SMS role and SNS spending; admins reset phone-only users.
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // OPTIONAL: users enrol a factor themselves (ON cannot be set on an existing pool, and members
      // may keep signing in without one); the API holds staff to one (issue 21 item 4). Only an
      // authenticator app (TOTP) is ever enrolled: no SMS codes to pay for or to intercept.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Issue 23: the partner subject an Admin linked, compared by the custom-auth Verify trigger. Written
      // only by the API (the client's write attributes below leave it out).
      customAttributes: { partner_sub: new StringAttribute({ mutable: true, maxLen: 200 }) },
      deletionProtection: true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
      featurePlan: threatProtection ? FeaturePlan.PLUS : FeaturePlan.ESSENTIALS,
      ...(threatProtection
        ? { standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION }
        : {}),
    });

    acknowledge(this.userPool, {
      'AwsSolutions-COG2':
        'MFA is OPTIONAL pool-wide with TOTP enabled: members include people without a smartphone, whom REQUIRED would lock out (and REQUIRED cannot be set on an existing pool); the API holds Admin, Coordinator and Volunteer accounts to a second factor (every call answers 403 MFA_SETUP_REQUIRED until their authenticator is enrolled and active in Cognito; issue 21 item 4), and members may opt in.',
    });
    if (!threatProtection)
      acknowledge(this.userPool, {
        'AwsSolutions-COG8':
          "The Plus plan (threat protection: compromised-credential checks, adaptive authentication) is billed per monthly active user; it is one context value away (-c threatProtection=true). Without it: a second factor for staff, the spec's password policy, the login lock of the API, and WAF rate rules on the sign-in route.",
      });

    for (const group of userGroups) {
      new UserPoolGroup(this, `Group${group}`, { userPool: this.userPool, groupName: group });
    }

    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // USER_PASSWORD_AUTH for the web app (as locally), ADMIN_USER_PASSWORD_AUTH for the login route.
      // CUSTOM_AUTH only with a partner configured (issue 23): the API starts it, never the browser alone.
      authFlows: {
        userPassword: true,
        adminUserPassword: true,
        userSrp: false,
        custom: props.partnerSignIn ?? false,
      },
      // A user's own token may change their contact attributes only, never custom:partner_sub.
      writeAttributes: new ClientAttributes().withStandardAttributes({
        fullname: true,
        email: true,
        phoneNumber: true,
      }),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
