import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { UserPoolOperation, type UserPool } from 'aws-cdk-lib/aws-cognito';
import { Architecture, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Encryption } from './encryption';
import { bundledOrStub } from './job-function';
import { acknowledge, reasons } from './nag';
import { functionRole } from './roles';

/**
 * The partner organisation whose own sign-in the app offers (issue 23), from CDK context:
 * `partnerName`, `partnerSignInUrl`, `partnerJwksUrl`, `partnerIssuer`, `partnerAudience`.
 */
export interface PartnerSettings {
  /** Shown on the sign-in button ('Sign in with {name}'); the partner's host never is. */
  readonly name: string;
  /** The partner's own sign-in (`{ email, password }` → `{ success, token }`), called by the browser. */
  readonly signInUrl: string;
  /** The partner's published key set (JWKS). */
  readonly jwksUrl: string;
  readonly issuer: string;
  readonly audience: string;
}

const CONTEXT_KEYS = {
  name: 'partnerName',
  signInUrl: 'partnerSignInUrl',
  jwksUrl: 'partnerJwksUrl',
  issuer: 'partnerIssuer',
  audience: 'partnerAudience',
} as const satisfies Record<keyof PartnerSettings, string>;

/** The partner settings from context: all five or none (a half-configured partner stops the synthesis). */
export function partnerFromContext(
  context: (key: string) => string | undefined,
): PartnerSettings | undefined {
  const entries = Object.entries(CONTEXT_KEYS).map(([field, key]) => [field, context(key)] as const);
  const missing = entries
    .filter(([, value]) => !value)
    .map(([field]) => CONTEXT_KEYS[field as keyof PartnerSettings]);
  if (missing.length === entries.length) return undefined;
  if (missing.length > 0) throw new Error(`Partner sign-in needs context ${missing.join(', ')} as well.`);
  for (const [field, value] of entries)
    if (field !== 'name' && field !== 'issuer' && field !== 'audience' && !value!.startsWith('https://'))
      throw new Error(`Context ${CONTEXT_KEYS[field as keyof PartnerSettings]} must be an https:// address.`);
  return Object.fromEntries(entries) as unknown as PartnerSettings;
}

/** The functions' environment of the partner sign-in (functions/src/users/identity/partner-token.ts). */
export function partnerEnvironment(partner: PartnerSettings): Record<string, string> {
  return {
    PARTNER_JWKS_URL: partner.jwksUrl,
    PARTNER_ISSUER: partner.issuer,
    PARTNER_AUDIENCE: partner.audience,
  };
}

export interface PartnerSignInProps {
  readonly userPool: UserPool;
  readonly partner: PartnerSettings;
  readonly encryption: Encryption;
  /** true: bundle the handler with esbuild; false: inline code (template tests). */
  readonly bundle: boolean;
  readonly projectRoot: string;
}

/**
 * The user pool's custom-auth triggers of the partner sign-in (issue 23): one function
 * (functions/src/users/identity/partner-auth-triggers.ts) as Define, Create and Verify. Only the API starts
 * this flow (AdminInitiateAuth CUSTOM_AUTH, after its own checks); Verify checks the partner token again
 * (signature, issuer, audience, expiry, email) and that its subject is the `custom:partner_sub` an Admin
 * linked. The function reads nothing of ours: no table or key access, only the partner's key set.
 */
export class PartnerSignIn extends Construct {
  readonly function: LambdaFunction;

  constructor(scope: Construct, id: string, props: PartnerSignInProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_YEAR,
      encryptionKey: props.encryption.key,
    });
    this.function = bundledOrStub(this, 'Function', {
      description: "Partner sign-in: Cognito's custom-auth challenge that verifies the partner token",
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(5),
      logGroup,
      role: functionRole(this, 'Role', logGroup),
      // Partner sign-ins only, which the API already limits per client and per login.
      reservedConcurrentExecutions: 5,
      environment: partnerEnvironment(props.partner),
      entry: join(props.projectRoot, 'functions/src/users/identity/partner-auth-triggers.ts'),
      bundle: props.bundle,
      projectRoot: props.projectRoot,
    });
    acknowledge(this.function, {
      'HIPAA.Security-LambdaInsideVPC': reasons.lambdaOutsideVpc,
      'HIPAA.Security-LambdaDLQ': reasons.lambdaSynchronous,
    });
    props.userPool.addTrigger(UserPoolOperation.DEFINE_AUTH_CHALLENGE, this.function);
    props.userPool.addTrigger(UserPoolOperation.CREATE_AUTH_CHALLENGE, this.function);
    props.userPool.addTrigger(UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE, this.function);
  }
}
