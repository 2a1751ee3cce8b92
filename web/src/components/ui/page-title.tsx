import { msg } from '@circles/shared/messages/shell';

/** Sets the document title of a screen (React hoists `<title>` into the head). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} - ${msg('shell.title')}`}</title>;
}
