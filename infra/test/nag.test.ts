import { afterAll, describe, expect, it } from 'vitest';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { CirclesAppOptions } from '../lib/circles-app';
import {
  acknowledgements,
  circlesApp,
  findingsIgnoringAcknowledgements,
  removeTemporaryDirs,
  unacknowledgedFindings,
} from './nag';

afterAll(removeTemporaryDirs);

/** The deployments the app makes: the default region (two stacks), us-east-1 (one), every option on. */
const variants: [string, Partial<CirclesAppOptions>][] = [
  ['ca-central-1 with the us-east-1 edge stack', {}],
  ['us-east-1 alone', { region: 'us-east-1' }],
  [
    'a custom domain, threat protection, an alarm address, a partner sign-in and an SES mail sender',
    {
      customDomain: {
        domainName: 'circles.example.org',
        certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/0000',
      },
      threatProtection: true,
      alarmEmail: 'alarms@example.org',
      // Issue 23: the partner sign-in's custom-auth trigger function.
      partner: {
        name: 'WECCC',
        signInUrl: 'https://login.partner.example.org/signin',
        jwksUrl: 'https://login.partner.example.org/jwks.json',
        issuer: 'https://login.partner.example.org',
        audience: 'circles',
      },
      // Issue 24: the follow-up mails through SES (the job's SendEmail grant).
      followupMail: {
        from: 'followups@circles.example.org',
        identity: 'circles.example.org',
        configurationSet: 'circles-mail',
      },
    },
  ],
];

describe('cdk-nag AwsSolutions and HIPAA Security', () => {
  it.each(variants)(
    'finds nothing unacknowledged, errors or warnings, in %s',
    (_name, options) => {
      const findings = unacknowledgedFindings(circlesApp(options));
      expect(findings.map((f) => `${f.severity} ${f.rule} at ${f.path} (${f.plugin})`)).toEqual([]);
    },
    180_000,
  );

  it.each(variants)(
    'acknowledges only findings the packs report, each with a reason, in %s',
    (_name, options) => {
      const app = circlesApp(options);
      app.synth();
      const findings = findingsIgnoringAcknowledgements(app);
      const acks = acknowledgements(app);
      expect(acks.length).toBeGreaterThan(0);
      for (const ack of acks) {
        expect(ack.reason.length, `${ack.id} at ${ack.path}`).toBeGreaterThan(60);
        const matched = findings.some(
          (f) => f.rule === ack.id && (f.path === ack.path || f.path.startsWith(`${ack.path}/`)),
        );
        expect(matched, `stale acknowledgement ${ack.id} at ${ack.path}`).toBe(true);
      }
    },
    180_000,
  );

  it('still reports a finding nobody acknowledged', () => {
    const app = circlesApp();
    // A bucket without logging or KMS, added beside the real ones.
    new Bucket(app.node.findChild('Circles'), 'Unreviewed');
    const rules = unacknowledgedFindings(app).map((f) => f.rule);
    expect(rules).toEqual(
      expect.arrayContaining(['AwsSolutions-S1', 'HIPAA.Security-S3BucketLoggingEnabled']),
    );
  }, 180_000);
});
