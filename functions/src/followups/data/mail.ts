import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Notification, Notifier } from '../escalation';
import { outboxNotifier } from './outbox';

/** How an SES sender sends: its From address (a verified SES identity) and, optionally, a configuration set. */
export interface SesSettings {
  from: string;
  configurationSet?: string;
}

/**
 * The SES v2 request of one notification: plain text only (no HTML part, no attachment), the subject and
 * text exactly as the escalation job wrote them, which carry no health details, only a link.
 */
export function sendEmailInput(settings: SesSettings, message: Notification) {
  return {
    FromEmailAddress: settings.from,
    Destination: { ToAddresses: [message.to] },
    Content: {
      Simple: {
        Subject: { Data: message.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
      },
    },
    ...(settings.configurationSet ? { ConfigurationSetName: settings.configurationSet } : {}),
  };
}

/**
 * The follow-up notifier of AWS (issue 24 §3): one SES `SendEmail` per notification, from the configured
 * address. The client is made on the first send (the region comes from Lambda's environment).
 */
export function sesNotifier(settings: SesSettings, client?: SESv2Client): Notifier {
  let ses = client;
  return {
    async send(message) {
      ses ??= new SESv2Client({});
      await ses.send(new SendEmailCommand(sendEmailInput(settings, message)));
    },
  };
}

/**
 * The notifier the configuration names: `MAIL_SENDER=ses` sends through SES from `MAIL_FROM` (with the
 * configuration set `MAIL_CONFIGURATION_SET` when given; the CDK stack sets all three from its context);
 * `outbox` (the default: `npm start`, the tests, a stack deployed without a sender address) keeps the
 * mails in the table's `OUTBOX` items. Anything else is a configuration mistake and throws.
 */
export function notifierFromEnv(env: NodeJS.ProcessEnv = process.env): Notifier {
  const sender = env.MAIL_SENDER || 'outbox';
  if (sender === 'outbox') return outboxNotifier;
  if (sender !== 'ses') throw new Error(`MAIL_SENDER must be 'ses' or 'outbox', not '${sender}'`);
  const from = env.MAIL_FROM;
  if (!from) throw new Error('MAIL_SENDER=ses needs MAIL_FROM, a verified SES identity');
  const configurationSet = env.MAIL_CONFIGURATION_SET;
  return sesNotifier({ from, ...(configurationSet ? { configurationSet } : {}) });
}
