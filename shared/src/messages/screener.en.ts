/**
 * Texts of the public social health screener (/socialrisk, spec 000 §2, §4, §5, §8).
 * Texts in quotes in the spec are kept exactly; the question wording, the information sheet and the
 * level messages are ours (plain language, no licensed instrument wording, METRICS.md §2).
 * Placeholders in braces are filled by `msg(key, params)` of `./screener`.
 */
export const screenerEn = {
  'screener.title': 'Social Health Screener',
  'screener.language.label': 'Language',
  'screener.intro.heading': 'How socially connected are you?',
  'screener.intro.text':
    'This two-minute screener asks seven short questions about your connections with other people and your community. At the end you get a personal report with your social risk level and ideas for next steps.',
  'screener.intro.infoLead': 'Want to know why social health matters?',
  'screener.intro.infoLink': 'Click here',
  'screener.intro.required': 'Fields marked * are required.',
  'screener.field.firstName': 'First name *',
  'screener.field.lastName': 'Last name *',
  'screener.field.email': 'Email',
  'screener.field.phone': 'Phone',
  'screener.field.postalCode': 'Postal code',
  'screener.field.source': 'How did you hear about this?',
  'screener.source.choose': 'Choose one (optional)',
  'screener.source.hwfcLab': 'HWFC Lab',
  'screener.source.weccc': 'WECCC',
  'screener.source.carp': 'CARP',
  'screener.source.media': 'Media',
  'screener.source.other': 'Other',
  'screener.terms.lead': 'By continuing you agree to our',
  'screener.terms.link': 'terms and privacy policy',
  'screener.terms.title': 'Terms and privacy policy',
  'screener.terms.body1':
    'Your answers are stored securely by the research lab that runs this service. They are used to prepare your report and, only if you agree, to let a trained Community Connector contact you.',
  'screener.terms.body2':
    'De-identified answers may be used to track results and for research. Your name, email and phone number are never published or sold.',
  'screener.terms.body3': 'Taking part is voluntary. You may stop at any time by closing this page.',
  'screener.terms.close': 'Close',
  'screener.nav.next': 'Next',
  'screener.nav.back': 'Back',
  'screener.nav.submit': 'Submit Survey',
  'screener.nav.progress': 'Question {current} of {total}',

  'screener.info.title': 'Social Health Information',
  'screener.info.back': 'Back to the screener',
  'screener.info.intro':
    'Feeling connected to other people is as important for health as sleep, food and exercise. Each of these risks can be lowered with small steps.',
  'screener.info.colRisk': 'Risk',
  'screener.info.colAdvice': 'Advice',
  'screener.info.risk.alone': 'Living alone',
  'screener.info.advice.alone':
    'Plan regular calls or visits with family, friends or neighbours, and share a meal with someone each week.',
  'screener.info.risk.participation': 'Taking part in community activities less than you want',
  'screener.info.advice.participation':
    'Try one group activity a week: a club, a class, a place of worship, a walking group or volunteering.',
  'screener.info.risk.satisfaction': 'Low satisfaction with life',
  'screener.info.advice.satisfaction':
    'Set one small goal that matters to you and tell someone about it. Talk to your doctor if low mood lasts.',
  'screener.info.risk.belonging': 'Weak sense of belonging to your community',
  'screener.info.advice.belonging':
    'Get to know your neighbours, visit your local library or community centre, and look for local events.',
  'screener.info.risk.loneliness': 'Feeling lonely, left out or isolated',
  'screener.info.advice.loneliness':
    'Aim for one to three hours of social time a day. Reach out to one person today; a Community Connector can help you find groups near you.',
  'screener.info.download': 'Download the information sheet (PDF)',

  'screener.q.household2_size': 'How many other people live with you?',
  'screener.q.household2_size.0': 'None, I live alone',
  'screener.q.household2_size.1': '1 person',
  'screener.q.household2_size.2': '2 people',
  'screener.q.household2_size.3': '3 people',
  'screener.q.household2_size.4': '4 or more people',
  'screener.q.community_activity_participate':
    'Do you take part in community activities as much as you would like?',
  'screener.q.community_activity_participate.1': 'Yes',
  'screener.q.community_activity_participate.0': 'No',
  'screener.q.life_satisfaction2': 'All things considered, how satisfied are you with your life these days?',
  'screener.q.life_satisfaction2.hint': '1 means not at all satisfied and 10 means completely satisfied.',
  'screener.q.local_community_belonging': 'How strong is your sense of belonging to your local community?',
  'screener.q.local_community_belonging.3': 'Very strong',
  'screener.q.local_community_belonging.2': 'Somewhat strong',
  'screener.q.local_community_belonging.1': 'Somewhat weak',
  'screener.q.local_community_belonging.0': 'Very weak',
  'screener.q.lack_companionship': 'How often do you feel you have no one to keep you company?',
  'screener.q.feel_leftout': 'How often do you feel left out?',
  'screener.q.feel_isolated': 'How often do you feel cut off from other people?',
  'screener.q.frequency.0': 'Hardly ever',
  'screener.q.frequency.1': 'Sometimes',
  'screener.q.frequency.2': 'Often',
  'screener.q.con_que': 'May a Community Connector contact you?',
  'screener.q.con_que.hint':
    'A Connector is a trained person who can help you find programs and groups near you.',
  'screener.q.con_que.1': 'Yes',
  'screener.q.con_que.0': 'No',
  'screener.q.unanswered': 'Not answered',

  'screener.submit.heading': 'Submitting your survey',
  'screener.submit.sending': 'Submitting your survey, please wait.',
  'screener.submit.error': 'Error submitting your survey. Please try again.',
  'screener.submit.retry': 'Try again',
  'screener.submit.errorHeading': 'Your survey was not sent',
  'screener.submit.waiting':
    'You are offline. Your survey is kept on this page and will be sent when the connection returns.',
  'screener.thanks.heading': 'Thank you!',
  'screener.thanks.text': 'Your survey has been received. Your personal report is ready.',
  'screener.thanks.viewResults': 'View Results',

  'screener.report.title': 'Social Risk Screener Report',
  'screener.report.level': 'Your risk level: {level}',
  'screener.report.score': 'Score: {score} out of 5',
  'screener.report.meter':
    'Risk meter showing {level}, score {score} out of 5, on a scale from Lowest Risk to High Risk.',
  'screener.report.resultsHeading': 'Results',
  'screener.report.colQuestion': 'Question',
  'screener.report.colAnswer': 'Your answer',
  'screener.report.savePdf': 'Save as PDF',
  'screener.report.whatNext': 'What Next?',
  'screener.report.pdfError': 'The PDF could not be created. Please try again.',
  'screener.level.Lowest Risk':
    'Your answers suggest you are well connected. Keep up the relationships and activities that matter to you, and check in on people around you. To talk with a trained Community Connector, contact {connectorEmail}.',
  'screener.level.Some Risk':
    'Your answers show some risk to your social health. A few small changes, such as a weekly group activity or a regular call with a friend, can make a difference. To talk with a trained Community Connector, contact {connectorEmail}.',
  'screener.level.Moderate Risk':
    'Your answers show a moderate risk to your social health. It may help to add social time to your week and to find one community group that suits you. A trained Community Connector can help: contact {connectorEmail}.',
  'screener.level.High Risk':
    'Your answers show a high risk to your social health. You do not have to face this alone: a trained Community Connector can help you find people, programs and support near you. Please contact {connectorEmail}.',

  'screener.next.title': 'Next Steps',
  'screener.next.intro': 'Here are some ideas to build your social health, whatever your result:',
  'screener.next.step1': 'Reach out to one person this week: call, write or visit.',
  'screener.next.step2':
    'Join one group activity a week, such as a club, class, faith group or volunteering.',
  'screener.next.step3': 'Aim for one to three hours of social time each day.',
  'screener.next.step4': 'Save your report and share it with your family doctor or someone you trust.',
  'screener.next.contact':
    'A trained Community Connector can help you find programs near you. Contact {connectorEmail}.',
  'screener.next.back': 'Back to My Report',
  'screener.offline':
    'You are offline. Your answers stay on this page, and a survey you submit is sent when the connection returns.',
} as const;
