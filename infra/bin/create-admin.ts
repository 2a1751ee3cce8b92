import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { functionEnvFromOutputs, type OutputsFile } from '../lib/stack-outputs';

/**
 * Creates the first Admin of a deployed stack: the Cognito user (in group Admin, with a permanent
 * password) and the stored profile, the same way the local seed does. Run once after `cdk deploy`:
 *
 *   npx cdk deploy --all --outputs-file cdk-outputs.json
 *   CIRCLES_ADMIN_PASSWORD='…' npx tsx infra/bin/create-admin.ts --email admin@example.org --name "Ada Admin"
 *
 * The password comes from the environment so it stays out of shell history and process lists. The
 * caller's AWS credentials need cognito-idp:Admin* on the pool and write access to the table.
 */
const usage =
  "CIRCLES_ADMIN_PASSWORD='…' npx tsx infra/bin/create-admin.ts --email <email> --name <name> [--phone +15195550101] [--outputs cdk-outputs.json] [--stack Circles]";

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    phone: { type: 'string' },
    outputs: { type: 'string', default: 'cdk-outputs.json' },
    stack: { type: 'string', default: 'Circles' },
  },
});
const password = process.env.CIRCLES_ADMIN_PASSWORD;
if (!values.email || !values.name || !password) {
  console.error(`Usage: ${usage}`);
  process.exit(2);
}

const outputs = JSON.parse(readFileSync(values.outputs, 'utf8')) as OutputsFile;
Object.assign(process.env, functionEnvFromOutputs(outputs, values.stack));

// Imported only now: the functions read their configuration from the environment set above.
const { ulid } = await import('ulid');
const { dynamoUsersRepository } = await import('@circles/functions/members/data/users-repository');
const { cognitoIdentityProvider } = await import('@circles/functions/users/identity/cognito');

const email = values.email.trim().toLowerCase();
if (await dynamoUsersRepository.findIdByEmail(email)) {
  console.log('A user with this email already exists; nothing to do.');
  process.exit(0);
}
const phone = values.phone;
const id = await cognitoIdentityProvider.createUser({
  username: email,
  email,
  ...(phone ? { phone } : {}),
  name: values.name,
  password,
  role: 'Admin',
});
const at = new Date().toISOString();
await dynamoUsersRepository.create(
  {
    id,
    role: 'Admin',
    username: email,
    email,
    ...(phone ? { phone } : {}),
    status: 'active',
    enabled: true,
    info: { name: values.name, email, ...(phone ? { phone } : {}) },
    patients: [],
    workers: [],
    createdAt: at,
    updatedAt: at,
    createdBy: 'create-admin',
    modifiedBy: 'create-admin',
    version: 1,
  },
  {
    id: ulid(),
    at,
    actorId: 'create-admin',
    actorRole: 'Admin',
    action: 'user.create',
    memberId: id,
    outcome: 'allowed',
  },
);
console.log(`Admin created (id ${id}). Sign in at the SiteUrl output with this email and password.`);
