import { dirname, resolve } from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import type { RouteDef } from '@circles/shared/api/define';
import { contract } from '@circles/shared/api/contract';
import { AccessLogs } from './access-logs';
import { Api, type AreaSpec, type RouteBinding } from './api';
import { Auth } from './auth';
import { PartnerSignIn, partnerEnvironment, type PartnerSettings } from './partner-sign-in';
import { Data } from './data';
import { Encryption } from './encryption';
import { Files } from './files';
import { Firewall } from './firewall';
import { FollowupEscalation, type FollowupMailSettings } from './followup-escalation';
import { Monitoring } from './monitoring';
import { OriginVerifyRotation } from './origin-verify-rotation';
import { ScheduledExports } from './scheduled-exports';
import { Web } from './web';

const repositoryRoot = resolve(dirname(import.meta.dirname), '..');

/** Options of the Circles stack. */
export interface CirclesStackProps extends StackProps {
  /** Route name → area: the binding table of `functions/src/areas.ts`. */
  readonly bindings: Readonly<Record<string, RouteBinding>>;
  /** Area name → its grants: the `areas` of `functions/src/areas.ts`. */
  readonly areas: Readonly<Record<string, AreaSpec>>;
  /**
   * The routes to create.
   * @default - every route of the contract
   */
  readonly routes?: readonly RouteDef[];
  /**
   * Contact of the Community Connector (functions and web config).
   * @default 'connector@circles.example.org'
   */
  readonly connectorEmail?: string;
  /**
   * The SurveyJS Creator's licence key, written to the web app's `config.json`.
   * @default - none: the module designer shows the Creator's licence banner
   */
  readonly surveyJsLicenseKey?: string;
  /**
   * The Thought for the Day quotes service (`QUOTES_URL` of the functions).
   * @default - none: the built-in catalogue of public-domain quotes
   */
  readonly quotesUrl?: string;
  /**
   * Partner-organisation sign-in (issue 23; context `partnerName`, `partnerSignInUrl`, `partnerJwksUrl`,
   * `partnerIssuer`, `partnerAudience`).
   * @default - none: the sign-in screen offers no partner option
   */
  readonly partner?: PartnerSettings;
  /**
   * Bundle the handlers with esbuild (false in template tests).
   * @default true
   */
  readonly bundle?: boolean;
  /**
   * ARN of a CLOUDFRONT-scope web ACL made elsewhere (CirclesEdgeStack in us-east-1).
   * @default - the web ACL is made in this stack, which AWS accepts only in us-east-1
   */
  readonly webAclArn?: string;
  /**
   * Custom domain of the site and the ARN of its ACM certificate in us-east-1. DNS is yours to point
   * at the distribution.
   * @default - the distribution's cloudfront.net name
   */
  readonly customDomain?: { readonly domainName: string; readonly certificateArn: string };
  /**
   * Address subscribed to the alarm topic.
   * @default - none
   */
  readonly alarmEmail?: string;
  /**
   * Cognito threat protection (Plus feature plan, billed per active user).
   * @default false
   */
  readonly threatProtection?: boolean;
  /**
   * The built web app.
   * @default '<repository>/web/dist'
   */
  readonly webDistDir?: string;
  /**
   * When the scheduled exports run: an EventBridge Scheduler expression in America/Toronto time.
   * @default 'cron(0 2 * * ? *)' (daily at 02:00)
   */
  readonly exportSchedule?: string;
  /**
   * When overdue follow-ups are moved on (issue 24): an EventBridge Scheduler expression.
   * @default 'rate(15 minutes)'
   */
  readonly followupEscalationSchedule?: string;
  /**
   * The SES sender of the follow-up mails (context `followupMailFrom`, `followupMailIdentity`,
   * `followupMailConfigurationSet`).
   * @default - none: the mails are kept in the table's OUTBOX items, as under `npm start`
   */
  readonly followupMail?: FollowupMailSettings;
}

/**
 * Everything Circles runs on in AWS, one construct per concern (ARCHITECTURE.md "AWS mode"), checked by
 * the cdk-nag AwsSolutions and HIPAA Security packs (README "Security posture (issue 21)").
 */
export class CirclesStack extends Stack {
  readonly encryption: Encryption;
  readonly accessLogs: AccessLogs;
  readonly data: Data;
  readonly auth: Auth;
  readonly files: Files;
  readonly api: Api;
  readonly web: Web;
  readonly monitoring: Monitoring;
  readonly exports: ScheduledExports;
  readonly followupEscalation: FollowupEscalation;
  readonly originVerifyRotation: OriginVerifyRotation;

  constructor(scope: Construct, id: string, props: CirclesStackProps) {
    super(scope, id, props);
    const routes = props.routes ?? Object.values(contract);
    const connectorEmail = props.connectorEmail ?? 'connector@circles.example.org';

    this.encryption = new Encryption(this, 'Encryption', {
      description: 'Circles: the table, its backups, the files bucket, logs, alarm topic and secret',
    });
    const encryption = this.encryption;
    let webAclArn = props.webAclArn;
    if (!webAclArn) {
      if (this.region !== 'us-east-1') {
        throw new Error(
          `A CloudFront web ACL can only be made in us-east-1; pass webAclArn for a stack in ${this.region}.`,
        );
      }
      webAclArn = new Firewall(this, 'Firewall', { routes, encryption }).webAclArn;
    }

    this.accessLogs = new AccessLogs(this, 'AccessLogs');
    this.data = new Data(this, 'Data', { encryption });
    this.auth = new Auth(this, 'Auth', {
      threatProtection: props.threatProtection ?? false,
      partnerSignIn: props.partner !== undefined,
    });
    if (props.partner)
      new PartnerSignIn(this, 'PartnerSignIn', {
        userPool: this.auth.userPool,
        partner: props.partner,
        encryption,
        bundle: props.bundle ?? true,
        projectRoot: repositoryRoot,
      });
    this.files = new Files(this, 'Files', { encryption, accessLogsBucket: this.accessLogs.bucket });
    this.api = new Api(this, 'Api', {
      routes,
      bindings: props.bindings,
      areas: props.areas,
      data: this.data,
      files: this.files,
      encryption,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      connectorEmail,
      ...(props.quotesUrl ? { quotesUrl: props.quotesUrl } : {}),
      ...(props.partner ? { partnerEnvironment: partnerEnvironment(props.partner) } : {}),
      bundle: props.bundle ?? true,
      webDistDir: props.webDistDir ?? resolve(repositoryRoot, 'web/dist'),
    });
    this.web = new Web(this, 'Web', {
      apiOriginDomainName: this.api.originDomainName,
      apiOriginVerify: this.api.originVerifyValue,
      webDistDir: props.webDistDir ?? resolve(repositoryRoot, 'web/dist'),
      webAclArn,
      accessLogsBucket: this.accessLogs.bucket,
      encryptionKey: encryption.key,
      ...(props.customDomain
        ? {
            customDomain: {
              domainName: props.customDomain.domainName,
              certificate: Certificate.fromCertificateArn(
                this,
                'Certificate',
                props.customDomain.certificateArn,
              ),
            },
          }
        : {}),
      runtimeConfig: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.userPoolClient.userPoolClientId,
        connectorEmail,
        ...(props.surveyJsLicenseKey ? { surveyJsLicenseKey: props.surveyJsLicenseKey } : {}),
        ...(props.partner
          ? { partner: { name: props.partner.name, signInUrl: props.partner.signInUrl } }
          : {}),
      },
    });
    this.files.allowWebOrigins(this.web.origins);
    this.monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: this.api.httpApi,
      encryption,
      functions: Object.values(this.api.functions),
      ...(this.api.pdfFunction ? { errorAlarmFunctions: { Pdf: this.api.pdfFunction } } : {}),
      ...(props.alarmEmail ? { alarmEmail: props.alarmEmail } : {}),
    });

    // Scheduled exports (issue 12): the job function, its schedule, grants and alarms.
    const webDistDir = props.webDistDir ?? resolve(repositoryRoot, 'web/dist');
    const jobEnvironment = {
      TABLE_NAME: this.data.table.tableName,
      USER_POOL_ID: this.auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.auth.userPoolClient.userPoolClientId,
      FILES_BUCKET: this.files.bucket.bucketName,
      CONNECTOR_EMAIL: connectorEmail,
    };
    this.exports = new ScheduledExports(this, 'Exports', {
      data: this.data,
      files: this.files,
      encryption,
      alarmTopic: this.monitoring.topic,
      deadLetters: this.monitoring.deadLetters,
      environment: jobEnvironment,
      bundle: props.bundle ?? true,
      projectRoot: repositoryRoot,
      webDistDir,
      ...(props.exportSchedule ? { scheduleExpression: props.exportSchedule } : {}),
    });

    const siteUrl = props.customDomain
      ? `https://${props.customDomain.domainName}`
      : `https://${this.web.distribution.distributionDomainName}`;
    // Issue 24: overdue follow-ups move on every 15 minutes; the mails link to the site.
    this.followupEscalation = new FollowupEscalation(this, 'FollowupEscalation', {
      data: this.data,
      encryption,
      monitoring: this.monitoring,
      environment: jobEnvironment,
      appUrl: siteUrl,
      bundle: props.bundle ?? true,
      projectRoot: repositoryRoot,
      ...(props.followupEscalationSchedule ? { scheduleExpression: props.followupEscalationSchedule } : {}),
      ...(props.followupMail ? { mail: props.followupMail } : {}),
    });

    // The origin-verify secret changes every 30 days: CloudFront's header first, then the secret.
    this.originVerifyRotation = new OriginVerifyRotation(this, 'OriginVerifyRotation', {
      secret: this.api.originVerifySecret,
      distribution: this.web.distribution,
      encryption,
      monitoring: this.monitoring,
      bundle: props.bundle ?? true,
      projectRoot: repositoryRoot,
    });

    const outputs: Record<string, string> = {
      SiteUrl: siteUrl,
      DistributionDomainName: this.web.distribution.distributionDomainName,
      Region: this.region,
      UserPoolId: this.auth.userPool.userPoolId,
      UserPoolClientId: this.auth.userPoolClient.userPoolClientId,
      TableName: this.data.table.tableName,
      FilesBucketName: this.files.bucket.bucketName,
      AlarmTopicArn: this.monitoring.topic.topicArn,
    };
    for (const [name, value] of Object.entries(outputs)) new CfnOutput(this, name, { value });
  }
}
