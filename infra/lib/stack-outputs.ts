/** Stack outputs as `cdk deploy --outputs-file` writes them: stack name → output name → value. */
export type OutputsFile = Record<string, Record<string, string> | undefined>;

/** Which output of CirclesStack feeds which environment variable of the functions' configuration. */
const outputOfVariable = {
  AWS_REGION: 'Region',
  TABLE_NAME: 'TableName',
  USER_POOL_ID: 'UserPoolId',
  USER_POOL_CLIENT_ID: 'UserPoolClientId',
  FILES_BUCKET: 'FilesBucketName',
} as const;

/**
 * The environment the functions' code needs to run outside Lambda against a deployed stack (the
 * create-admin script), read from the outputs file. Throws naming what is missing.
 */
export function functionEnvFromOutputs(
  outputs: OutputsFile,
  stackName: string,
): Record<keyof typeof outputOfVariable, string> {
  const stack = outputs[stackName];
  if (!stack)
    throw new Error(`No outputs of stack ${stackName}: deploy with --outputs-file, or pass --stack`);
  const env = {} as Record<keyof typeof outputOfVariable, string>;
  for (const [variable, output] of Object.entries(outputOfVariable) as [
    keyof typeof outputOfVariable,
    string,
  ][]) {
    const value = stack[output];
    if (!value) throw new Error(`Output ${output} of stack ${stackName} is missing`);
    env[variable] = value;
  }
  return env;
}
