import { Model, Serializer } from 'survey-core';
import { msg } from '../messages/modules';
import { withoutConsole } from './completeness';

/*
 * What the server checks of a module definition beyond its JSON shape (schemas/module.ts): that
 * survey-core can load it. Unknown properties are tolerated (the Creator may add custom ones); unknown
 * question types, elements without a name and two questions of one name are not, since answers are
 * stored by question name.
 */

interface ElementLike {
  type?: unknown;
  name?: unknown;
  elements?: unknown;
  templateElements?: unknown;
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * Visits every element with the set of question names of its scope: a dynamic panel's template
 * questions have a scope of their own (their answers are stored inside the panel's value).
 */
function walk(
  elements: unknown[],
  scope: Set<string>,
  visit: (element: ElementLike, scope: Set<string>) => void,
): void {
  for (const element of elements) {
    if (typeof element !== 'object' || element === null) continue;
    const e = element as ElementLike;
    visit(e, scope);
    walk(listOf(e.elements), scope, visit);
    walk(listOf(e.templateElements), new Set(), visit);
  }
}

/**
 * Why survey-core cannot use this definition, or undefined when it can. The reason is English text for
 * the Admin who edits the template (e.g. 'The question "q3" has the unknown type "texxt".').
 */
export function moduleDefinitionProblem(json: Record<string, unknown>): string | undefined {
  const top = [...listOf(json.pages), { elements: json.elements }].flatMap((page) =>
    typeof page === 'object' && page !== null ? listOf((page as ElementLike).elements) : [],
  );
  const problems: string[] = [];
  walk(top, new Set(), (element, seen) => {
    const type = typeof element.type === 'string' ? element.type : '';
    const name = typeof element.name === 'string' ? element.name.trim() : '';
    if (!Serializer.findClass(type)) {
      problems.push(msg('modules.api.unknownType', { name: name || '?', type }));
      return;
    }
    if (name === '') {
      problems.push(msg('modules.api.noName', { type }));
      return;
    }
    if (type === 'panel' || type === 'html' || type === 'image') return;
    if (seen.has(name)) problems.push(msg('modules.api.duplicateName', { name }));
    seen.add(name);
  });
  if (problems.length > 0) return problems[0];
  return withoutConsole(() => {
    try {
      const model = new Model(json);
      const fatal = (model.jsonErrors ?? []).find((e) => e.type !== 'unknownproperty');
      return fatal ? msg('modules.api.unreadable', { detail: fatal.message }) : undefined;
    } catch {
      return msg('modules.api.unreadable', { detail: 'error' });
    }
  });
}
