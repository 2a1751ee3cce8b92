/**
 * What the app uses of Amplify, loaded as one lazy chunk by amplify.ts. Named imports here (not a
 * dynamic `import('aws-amplify')`, whose namespace keeps every export) let the bundler drop the rest.
 */
export { Amplify } from 'aws-amplify';
// Issue 23: the partner sign-in's session, started by the API, is handed to Amplify's token store.
export { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
export {
  decodeJWT,
  confirmSignIn,
  fetchAuthSession,
  getCurrentUser,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
