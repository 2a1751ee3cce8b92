import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { missingFrench } from '@circles/shared/instruments/french';
import { moduleTemplates } from '@circles/shared/instruments/library';
import type { LibraryModuleDefinition } from '@circles/shared/instruments/types';
import { documentClient, queryAll, tableName } from '../src/platform/data/client';
import { keys } from '../src/platform/data/keys';
import { versionedUpdateInput } from '../src/platform/data/versioned';

/*
 * The seed stores each library template once and keeps an Admin's later edits (seed-modules.ts). A
 * local table seeded before the library had its French would keep English-only templates for ever:
 * this brings what the seed itself wrote up to the library's current definitions on every `npm start`,
 * and leaves alone anything a person changed. Question names and choice values never change here, so
 * stored answers score the same.
 */

/** Who the seed writes as: a template still `modifiedBy` the seed was never edited by a person. */
export const SEED_AUTHOR = 'seed';

/** JSON with object keys sorted: two copies compare equal whatever order DynamoDB returns keys in. */
export function canonicalJson(value: unknown): string {
  const sorted = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sorted);
    if (typeof v !== 'object' || v === null) return v;
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, sorted(x)]));
  };
  return JSON.stringify(sorted(value));
}

/** A localised definition as it was before French: every `{ default, fr }` text as its English string. */
export function englishOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(englishOnly);
  if (typeof value !== 'object' || value === null) return value;
  const o = value as Record<string, unknown>;
  const textKeys = Object.keys(o).sort().join(',');
  if (textKeys === 'default,fr' && typeof o.default === 'string') return o.default;
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, englishOnly(v)]));
}

/**
 * The definition a stored library template should get now, or undefined to leave it: one the seed
 * wrote and no person edited takes the library's current definition when it differs.
 */
export function templateRefresh(
  stored: { modifiedBy?: unknown; surveyJSON?: unknown },
  library: LibraryModuleDefinition,
): LibraryModuleDefinition | undefined {
  if (stored.modifiedBy !== SEED_AUTHOR) return undefined;
  return canonicalJson(stored.surveyJSON) === canonicalJson(library) ? undefined : library;
}

/**
 * The definition a member module's copy of a library template should get now, or undefined to leave it:
 * only a copy that is exactly the library's definition without its French (a module started before the
 * translation) takes the localised one; any other copy is what the member answered and stays.
 */
export function moduleCopyRefresh(
  stored: unknown,
  library: LibraryModuleDefinition,
): LibraryModuleDefinition | undefined {
  return canonicalJson(stored) === canonicalJson(englishOnly(library)) ? library : undefined;
}

/** Brings every stored library template the seed wrote to the library's definition; returns how many changed. */
export async function refreshLibraryTemplates(idOf: (key: string) => string, now: Date): Promise<number> {
  let changed = 0;
  for (const template of moduleTemplates()) {
    const id = idOf(template.key);
    const out = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.moduleTemplate(id), ConsistentRead: true }),
    );
    const next = out.Item ? templateRefresh(out.Item, template.surveyJSON) : undefined;
    if (!out.Item || !next) continue;
    // Versioned: an Admin who opened the template before this run gets a 409 instead of losing the French.
    await documentClient().send(
      new UpdateCommand(
        versionedUpdateInput(
          keys.moduleTemplate(id),
          Number(out.Item.version),
          { surveyJSON: next, textsWithoutFrench: missingFrench(next).length },
          now.toISOString(),
        ),
      ),
    );
    changed += 1;
  }
  return changed;
}

/** Gives member modules started from a library template before its French the localised copy; returns how many. */
export async function refreshLibraryModuleCopies(idOf: (key: string) => string): Promise<number> {
  const library = new Map(moduleTemplates().map((t) => [idOf(t.key), t.surveyJSON]));
  const metas = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :p',
    ExpressionAttributeValues: { ':p': keys.allMemberModules() },
  });
  let changed = 0;
  for (const meta of metas) {
    const json = library.get(String(meta.templateId));
    const id = String(meta.id);
    if (!json) continue;
    const definition = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.memberModuleDefinition(id), ConsistentRead: true }),
    );
    const next = definition.Item ? moduleCopyRefresh(definition.Item.surveyJSON, json) : undefined;
    if (!next) continue;
    await documentClient().send(
      new PutCommand({ TableName: tableName(), Item: { ...definition.Item, surveyJSON: next } }),
    );
    changed += 1;
  }
  return changed;
}
