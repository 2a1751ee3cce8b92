import { ROLES } from '@circles/shared/access/types';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolGroup,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

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
}

/**
 * The user pool: sign-in with email or phone number, no self sign-up (registration goes through the
 * API, which creates the Cognito user and the profile together), the four role groups, and one public
 * app client for the web app's USER_PASSWORD_AUTH flow.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps = {}) {
    super(scope, id);
    const threatProtection = props.threatProtection ?? false;
    this.userPool = new UserPool(this, 'UserPool', {
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
      mfa: Mfa.OFF,
      deletionProtection: true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
      featurePlan: threatProtection ? FeaturePlan.PLUS : FeaturePlan.ESSENTIALS,
      ...(threatProtection
        ? { standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION }
        : {}),
    });

    for (const group of userGroups) {
      new UserPoolGroup(this, `Group${group}`, { userPool: this.userPool, groupName: group });
    }

    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // USER_PASSWORD_AUTH for the web app (as locally), ADMIN_USER_PASSWORD_AUTH for the login route.
      authFlows: { userPassword: true, adminUserPassword: true, userSrp: false, custom: false },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
