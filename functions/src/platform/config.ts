/**
 * Runtime configuration of the functions, read from the environment once.
 * In AWS, CDK sets these variables; locally, the launcher sets them (endpoints point at the emulators).
 */
export interface RuntimeConfig {
  region: string;
  tableName: string;
  /** Local emulator endpoints; undefined in AWS. */
  dynamoEndpoint?: string;
  cognitoEndpoint?: string;
  s3Endpoint?: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Token issuer and key set; in AWS derived from the pool id. */
  jwtIssuer: string;
  jwksUri: string;
  filesBucket: string;
  /** Contact of the Community Connector shown at the end of reports and advice. */
  connectorEmail: string;
}

function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`Missing environment variable ${name}`);
  return v;
}

let cached: RuntimeConfig | undefined;

/** Reads the configuration (memoised; `reset` is for tests that change the environment). */
export function config(reset = false): RuntimeConfig {
  if (cached && !reset) return cached;
  const region = process.env.AWS_REGION ?? 'ca-central-1';
  const userPoolId = required('USER_POOL_ID');
  const cognitoEndpoint = process.env.COGNITO_ENDPOINT || undefined;
  const jwtIssuer =
    process.env.JWT_ISSUER ??
    (cognitoEndpoint
      ? `${cognitoEndpoint}/${userPoolId}`
      : `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`);
  cached = {
    region,
    tableName: required('TABLE_NAME'),
    dynamoEndpoint: process.env.DYNAMODB_ENDPOINT || undefined,
    cognitoEndpoint,
    s3Endpoint: process.env.S3_ENDPOINT || undefined,
    userPoolId,
    userPoolClientId: required('USER_POOL_CLIENT_ID'),
    jwtIssuer,
    jwksUri: process.env.JWKS_URI ?? `${jwtIssuer}/.well-known/jwks.json`,
    filesBucket: process.env.FILES_BUCKET ?? 'circles-files',
    connectorEmail: process.env.CONNECTOR_EMAIL ?? 'connector@circles.example.org',
  };
  return cached;
}
