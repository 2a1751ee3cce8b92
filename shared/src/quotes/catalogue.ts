import type { Locale } from '../messages/locale';

/** One quote with its attribution (author, and the work when it is known). */
export interface Quote {
  text: string;
  author: string;
  source?: string;
}

/**
 * The built-in 'Thought for the Day' catalogue (spec 000 §1, §2): quotes whose authors died long ago
 * or that come from works published before 1929, so they are in the public domain in Canada and the
 * United States. Only quotes whose attribution is well established are kept (no "attributed to").
 * Decision: the quotes are content with their own wording, like the instruments' questions, so they
 * live here rather than in the messages catalogue; a deployment's quotes service replaces them.
 */
export const QUOTES: readonly Quote[] = [
  {
    text: 'The only way to have a friend is to be one.',
    author: 'Ralph Waldo Emerson',
    source: 'Friendship',
  },
  {
    text: 'Write it on your heart that every day is the best day in the year.',
    author: 'Ralph Waldo Emerson',
    source: 'Society and Solitude',
  },
  {
    text: 'I have perceiv’d that to be with those I like is enough.',
    author: 'Walt Whitman',
    source: 'I Sing the Body Electric',
  },
  {
    text: 'If I can stop one heart from breaking, I shall not live in vain.',
    author: 'Emily Dickinson',
  },
  {
    text: '“Hope” is the thing with feathers - That perches in the soul.',
    author: 'Emily Dickinson',
  },
  {
    text: 'No man is an island, entire of itself.',
    author: 'John Donne',
    source: 'Devotions upon Emergent Occasions',
  },
  {
    text: 'How far that little candle throws his beams! So shines a good deed in a weary world.',
    author: 'William Shakespeare',
    source: 'The Merchant of Venice',
  },
  {
    text: 'Wisely and slow; they stumble that run fast.',
    author: 'William Shakespeare',
    source: 'Romeo and Juliet',
  },
  {
    text: 'No act of kindness, no matter how small, is ever wasted.',
    author: 'Aesop',
    source: 'The Lion and the Mouse',
  },
  { text: 'Slow and steady wins the race.', author: 'Aesop', source: 'The Tortoise and the Hare' },
  {
    text: 'The journey of a thousand miles begins beneath one’s feet.',
    author: 'Laozi',
    source: 'Tao Te Ching',
  },
  {
    text: 'A merry heart doeth good like a medicine.',
    author: 'Proverbs 17:22',
    source: 'King James Version',
  },
  {
    text: 'Rest is not idleness, and to lie sometimes on the grass under trees on a summer’s day, listening to the murmur of the water, or watching the clouds float across the blue sky, is by no means a waste of time.',
    author: 'John Lubbock',
    source: 'The Use of Life',
  },
  {
    text: 'I am not afraid of storms, for I am learning how to sail my ship.',
    author: 'Louisa May Alcott',
    source: 'Little Women',
  },
  {
    text: 'In the sweetness of friendship let there be laughter, and sharing of pleasures.',
    author: 'Kahlil Gibran',
    source: 'The Prophet',
  },
  {
    text: 'Wherever there is a human being, there is an opportunity for a kindness.',
    author: 'Seneca',
  },
];

/**
 * The catalogue a French-speaking reader reads (issue 25): quotes written in French by authors whose
 * works are in the public domain (published before 1929), with the well-established wording and the
 * work they come from. Decision: not translations of the English list (a translated quote is no
 * longer the author's words); the two lists are walked the same way, each reader by their language.
 */
export const QUOTES_FR: readonly Quote[] = [
  {
    text: 'On a souvent besoin d’un plus petit que soi.',
    author: 'Jean de La Fontaine',
    source: 'Le Lion et le Rat',
  },
  { text: 'Il faut cultiver notre jardin.', author: 'Voltaire', source: 'Candide' },
  { text: 'Parce que c’était lui, parce que c’était moi.', author: 'Michel de Montaigne', source: 'Essais' },
  {
    text: 'Le cœur a ses raisons que la raison ne connaît point.',
    author: 'Blaise Pascal',
    source: 'Pensées',
  },
  { text: 'Tous pour un, un pour tous.', author: 'Alexandre Dumas', source: 'Les Trois Mousquetaires' },
  {
    text: 'Toute la sagesse humaine sera dans ces deux mots : Attendre et espérer !',
    author: 'Alexandre Dumas',
    source: 'Le Comte de Monte-Cristo',
  },
  { text: 'Aide-toi, le Ciel t’aidera.', author: 'Jean de La Fontaine', source: 'Le Chartier embourbé' },
  {
    text: 'Chaque homme porte la forme entière de l’humaine condition.',
    author: 'Michel de Montaigne',
    source: 'Essais',
  },
  {
    text: 'Il n’y a ni mauvaises herbes ni mauvais hommes. Il n’y a que de mauvais cultivateurs.',
    author: 'Victor Hugo',
    source: 'Les Misérables',
  },
  {
    text: 'Rien ne sert de courir ; il faut partir à point.',
    author: 'Jean de La Fontaine',
    source: 'Le Lièvre et la Tortue',
  },
  {
    text: 'Il est plus honteux de se défier de ses amis que d’en être trompé.',
    author: 'François de La Rochefoucauld',
    source: 'Maximes',
  },
  { text: 'Le mieux est l’ennemi du bien.', author: 'Voltaire', source: 'La Bégueule' },
];

/** The built-in catalogue of a reader's language. */
export function quotesFor(locale: Locale): readonly Quote[] {
  return locale === 'fr' ? QUOTES_FR : QUOTES;
}
