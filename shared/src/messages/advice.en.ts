/**
 * Tailored advice blocks (METRICS.md §7). Our own plain-language texts; each ends with the Community
 * Connector contact, filled from configuration through the `{connectorEmail}` placeholder.
 */
export const adviceEn = {
  'advice.socialTime':
    'Spending one to three hours a day with other people (7 to 21 hours a week) is good for health. Try adding a call, a visit or a walk with someone to your week. A Community Connector can help you find ideas near you: {connectorEmail}',
  'advice.groupActivity':
    'Taking part in a group activity at least once a week, such as a club, class, faith group or volunteering, helps people feel connected. A Community Connector can help you find a group that suits you: {connectorEmail}',
  'advice.wellBeingLow':
    'Your answers show you are not satisfied with several parts of your life. Talking about what matters most to you is a good first step. A Community Connector can listen and help: {connectorEmail}',
  'advice.domainLow':
    'You rated some parts of your life low. Choosing one of them and setting a small goal can make a difference. A Community Connector can help you plan: {connectorEmail}',
  'advice.socialContactLow':
    'Good contact with others is about quality as well as quantity. Spending time with people who support you helps. A Community Connector can help you find support: {connectorEmail}',
  'advice.health':
    'Your answers show your health is a concern today. Please talk with your family doctor or a nurse about how you feel. For help finding health services, contact a Community Connector: {connectorEmail}',
  'advice.mentalHealth':
    'Your answers show your mental health may need attention. Talking to your doctor or a counsellor can help, and you do not have to wait for a crisis. A Community Connector can point you to services: {connectorEmail}',
  'advice.dailyLiving':
    'Your answers show some daily activities are hard for you. Home care, aids and community programs may help. A Community Connector can help you find them: {connectorEmail}',
  'advice.healthServices':
    'You used emergency or hospital services in the past year. Regular care from a family doctor or clinic can help avoid some visits. A Community Connector can help you find care: {connectorEmail}',
  'advice.familyDoctor':
    'You do not have a family doctor. Provincial programs can match you with one. A Community Connector can help you register: {connectorEmail}',
  'advice.goals':
    'Progress on personal goals can be hard. Breaking a goal into one small first step often helps. A Community Connector can help you plan that step: {connectorEmail}',
  'advice.support':
    'Your answers show you may not have enough support from others. Support can come from family, friends, neighbours and community services. A Community Connector can help you find it: {connectorEmail}',
  'advice.loneliness':
    'Your answers show you sometimes or often feel lonely. Many people do, and small regular contacts can help. A Community Connector can help you find activities and people to connect with: {connectorEmail}',
} as const;
