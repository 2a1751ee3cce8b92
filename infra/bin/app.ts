import { resolve } from 'node:path';
import { App } from 'aws-cdk-lib';
import { areas, bindings } from '@circles/functions/areas';
import { addCirclesStacks } from '../lib/circles-app';
import { followupMailFromContext } from '../lib/followup-escalation';
import { partnerFromContext } from '../lib/partner-sign-in';
import { applyNagPacks } from '../lib/nag';
import { buildWebIfBundling } from '../lib/web-build';

/**
 * The CDK app (`cdk.json`). Account and region come from the CLI's credentials; without credentials a
 * dummy account and ca-central-1, so `npm run synth` works offline (the CLI then reports us-east-1,
 * its own fallback, which is not a choice anyone made).
 * With bundling (the default) it first builds the web app, whose output the template packages (site and
 * print entry); every synthesis runs the cdk-nag AwsSolutions and HIPAA Security packs, and an
 * unacknowledged error stops it.
 * Context (`-c key=value`): region, connectorEmail, domainName + certificateArn (us-east-1),
 * alarmEmail, threatProtection=true, bundle=false (skip esbuild and the web build, for a quick look at
 * the template),
 * surveyJsLicenseKey (the module designer's SurveyJS Creator licence, written to the web app's config.json),
 * quotesUrl (the Thought for the Day quotes service; without it the built-in catalogue),
 * partnerName + partnerSignInUrl + partnerJwksUrl + partnerIssuer + partnerAudience (the partner
 * organisation's sign-in, issue 23; without them no partner option),
 * followupEscalationSchedule (issue 24: when overdue follow-ups move on; default rate(15 minutes)),
 * followupMailFrom + followupMailIdentity + followupMailConfigurationSet (issue 24: the follow-up mails
 * sent through SES from that verified address or domain, in that configuration set; without an address
 * the mails stay in the table's OUTBOX items).
 */
const app = new App();

function context(key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (typeof value === 'string') return value === '' ? undefined : value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

const domainName = context('domainName');
const certificateArn = context('certificateArn');
if (domainName && !certificateArn)
  throw new Error('Context domainName needs certificateArn (an ACM certificate in us-east-1).');
const connectorEmail = context('connectorEmail');
const alarmEmail = context('alarmEmail');
const surveyJsLicenseKey = context('surveyJsLicenseKey');
const quotesUrl = context('quotesUrl');
// Issue 23: partnerName, partnerSignInUrl, partnerJwksUrl, partnerIssuer, partnerAudience (all or none).
const partner = partnerFromContext(context);
const followupEscalationSchedule = context('followupEscalationSchedule');
const followupMail = followupMailFromContext(context);

const bundle = context('bundle') !== 'false';
buildWebIfBundling(bundle, resolve(import.meta.dirname, '../..'));
applyNagPacks(app);

addCirclesStacks(app, {
  account: process.env.CDK_DEFAULT_ACCOUNT ?? '111111111111',
  region:
    context('region') ??
    (process.env.CDK_DEFAULT_ACCOUNT ? process.env.CDK_DEFAULT_REGION : undefined) ??
    'ca-central-1',
  bindings,
  areas,
  bundle,
  threatProtection: context('threatProtection') === 'true',
  ...(connectorEmail ? { connectorEmail } : {}),
  ...(alarmEmail ? { alarmEmail } : {}),
  ...(surveyJsLicenseKey ? { surveyJsLicenseKey } : {}),
  ...(quotesUrl ? { quotesUrl } : {}),
  ...(partner ? { partner } : {}),
  ...(followupEscalationSchedule ? { followupEscalationSchedule } : {}),
  ...(followupMail ? { followupMail } : {}),
  ...(domainName && certificateArn ? { customDomain: { domainName, certificateArn } } : {}),
});

app.synth();
