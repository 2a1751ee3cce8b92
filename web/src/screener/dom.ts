/** Attribute values: strings, numbers and booleans (false and undefined leave the attribute out). */
type AttrValue = string | number | boolean | undefined;
type Listener = (ev: Event) => void;
export type Attrs = Record<string, AttrValue | Listener>;
export type Child = Node | string | false | null | undefined;

/**
 * The page's whole render layer: builds an element with attributes, `on<event>` listeners and children.
 * Kept tiny on purpose, so the public screener needs no UI framework in its first load.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (typeof v === 'function') el.addEventListener(k.slice(2).toLowerCase(), v);
    else if (v === true) el.setAttribute(k, '');
    else if (v !== false && v !== undefined) el.setAttribute(k, String(v));
  }
  append(el, children);
  return el;
}

/** Builds an SVG element (the risk meter). */
export function svg(
  tag: string,
  attrs: Record<string, string | number> = {},
  ...children: Child[]
): SVGElement {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  append(el, children);
  return el;
}

function append(el: Element, children: Child[]): void {
  for (const c of children) {
    if (c === false || c === null || c === undefined) continue;
    el.append(c);
  }
}
