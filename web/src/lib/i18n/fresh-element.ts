import { cloneElement, isValidElement, type ReactNode } from 'react';

/**
 * A copy of an element tree made once and kept (a route table's `<Suspense><Screen /></Suspense>`,
 * the provider's children) in which every element is new, so React renders each component in it
 * again instead of skipping the unchanged ones, and keeps their state (cloneElement keeps type, key
 * and ref). Follows `children` only: the kept trees this is for hold their components there.
 */
export function freshElement<T extends ReactNode>(node: T): T;
export function freshElement(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map((n: ReactNode) => freshElement(n));
  if (!isValidElement<{ children?: ReactNode }>(node)) return node;
  const { children } = node.props;
  return children === undefined
    ? cloneElement(node)
    : cloneElement(node, { children: freshElement(children) });
}
