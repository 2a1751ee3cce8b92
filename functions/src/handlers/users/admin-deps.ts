import type { PeopleAdminDeps } from '../../domain/people-admin';
import { cognitoIdentityProvider } from '../../identity/cognito';
import { peopleDeps } from './people-deps';

/** The people deps plus the identity provider (Cognito). */
export const peopleAdminDeps: PeopleAdminDeps = { ...peopleDeps, identity: cognitoIdentityProvider };
