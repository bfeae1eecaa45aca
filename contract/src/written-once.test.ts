import { describe, expect, it } from '@jest/globals';
import * as ts from 'typescript';
import { REGISTER_HINTS, REGISTER_RULES } from './accounts';
import { BIKE_COLOUR_FIELDS, BIKE_SPEC_FIELDS } from './catalog-records';
import { BANNER_TEXT_LIMITS, CATALOG_TEXT_LIMITS } from './field-limits';
import { LIST_SORTS } from './list-queries';
import { REVOCATION_TEXT_LIMITS } from './revocation';
import { readSource, sourceFiles } from './test-support/source-files';

/**
 * The facts the contract holds (field limits, the colour rule, accent folding, the registration rules, the sort values)
 * are written there only: every other source reads them, so that a change is made once and nothing disagrees.
 * Migrations are left out: each states what it applied on its own date, which a later change must not rewrite.
 */
const OUTSIDE = /^(?:contract\/src\/|api\/src\/db\/migrations\/)/;

/** Each field whose length the contract limits, as a schema or a form names it, with its longest limit. */
const LIMITS: ReadonlyMap<string, number> = [
  CATALOG_TEXT_LIMITS,
  Object.fromEntries([...BIKE_SPEC_FIELDS].map((field) => [field, CATALOG_TEXT_LIMITS.spec])),
  Object.fromEntries([...BIKE_COLOUR_FIELDS, 'color'].map((field) => [field, CATALOG_TEXT_LIMITS.colour])),
  BANNER_TEXT_LIMITS,
  REVOCATION_TEXT_LIMITS,
  REGISTER_RULES.maxLength,
  { contrasena_actual: REGISTER_RULES.maxLength.contrasena, contrasena_nueva: REGISTER_RULES.maxLength.contrasena },
]
  .flatMap((limits) => Object.entries(limits))
  .reduce(
    (longest, [field, limit]) => longest.set(field, Math.max(limit, longest.get(field) ?? 0)),
    new Map<string, number>(),
  );
const LENGTH_KEYS = new Set(['maxLength', 'minLength']);

const SORT_VALUE = new RegExp(`\\b(?:${LIST_SORTS.join('|')})\\b`);
/** A character class of hex digits six times over: '[0-9a-f]{6}', '[0-9a-fA-F]{6}', '[\da-f]{6}'. */
const HEX_RULE = /\[[^\]]*a-f[^\]]*\]\{6\}/i;
/** The combining marks folding removes, however they are written. */
const ACCENT_MARKS = /\\u0300|\\u\{300\}|\\p\{(?:M|Mn|Diacritic)\}/;
const FOLDING_FORMS = new Set(['NFD', 'NFKD']);
/** A DNI's digits as a pattern: '\d{7,9}'. */
const DNI_DIGITS = `\\d{${REGISTER_RULES.dniDigits.min},${REGISTER_RULES.dniDigits.max}}`;
const RULE_TEXTS = Object.values(REGISTER_HINTS);

function nameOf(name: ts.PropertyName | ts.JsxAttributeName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : '';
}

/** The field a length sits in: `talle: Type.String({ maxLength: 120 })`, `dni: typed(20, …)` → the key's name. */
function enclosingField(node: ts.Node): string | undefined {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isPropertyAssignment(parent) && !LENGTH_KEYS.has(nameOf(parent.name))) return nameOf(parent.name);
    if (!ts.isCallExpression(parent) && !ts.isObjectLiteralExpression(parent) && !ts.isPropertyAssignment(parent))
      return undefined;
  }
  return undefined;
}

/**
 * A length written as a number where the contract has the limit. Only one up to the contract's counts (a copy, or a
 * stricter one that contradicts it): a list filter's room for many names ('categoria': 500) is another fact, and 0 or
 * 1 ("not empty") is no limit.
 */
function writtenLimit(node: ts.NumericLiteral): string | undefined {
  if (Number(node.text) <= 1) return undefined;
  const { parent } = node;
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent) && LENGTH_KEYS.has(nameOf(parent.parent.name)))
    return `${nameOf(parent.parent.name)}={${node.text}}`;
  const asLength = ts.isPropertyAssignment(parent) && LENGTH_KEYS.has(nameOf(parent.name));
  if (!asLength && !ts.isCallExpression(parent)) return undefined;
  const field = enclosingField(node);
  const limit = field === undefined ? undefined : LIMITS.get(field);
  return limit !== undefined && Number(node.text) <= limit ? `${field}: ${node.text}` : undefined;
}

function writtenText(node: ts.Node, source: ts.SourceFile): string | undefined {
  const raw = node.getText(source);
  const cooked = ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) ? node.text : raw;
  if (SORT_VALUE.test(cooked)) return `sort value ${raw}`;
  if (HEX_RULE.test(raw)) return `colour rule ${raw}`;
  if (ACCENT_MARKS.test(raw)) return `accent folding ${raw}`;
  if (raw.includes(DNI_DIGITS)) return `DNI rule ${raw}`;
  if (RULE_TEXTS.some((text) => cooked.includes(text))) return `rule text ${raw}`;
  return undefined;
}

function isFolding(node: ts.CallExpression): boolean {
  const [form] = node.arguments;
  return (
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'normalize' &&
    form !== undefined &&
    ts.isStringLiteralLike(form) &&
    FOLDING_FORMS.has(form.text)
  );
}

function written(node: ts.Node, source: ts.SourceFile): string | undefined {
  if (ts.isNumericLiteral(node)) return writtenLimit(node);
  if (ts.isCallExpression(node) && isFolding(node)) return `accent folding ${node.arguments[0]?.getText(source)}`;
  if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node))
    return writtenText(node, source);
  return undefined;
}

/** Each fact the code writes itself, as 'line: what'; the file's name says how it is parsed (TSX, JavaScript…). */
function factsWritten(text: string, file = 'source.tsx'): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const fact = written(node, source);
    if (fact) found.push(`${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${fact}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the facts the contract holds', () => {
  it('are written nowhere else: every other source reads them from the contract', () => {
    const files = sourceFiles().filter((file) => !OUTSIDE.test(file));
    expect(files.length).toBeGreaterThan(100);

    const writers = files.flatMap((file) => factsWritten(readSource(file), file).map((fact) => `${file}:${fact}`));

    expect(writers).toEqual([]);
  });

  it.each([
    ["const body = { talle: Type.String({ maxLength: 120, description: 'Uno de sus talles' }) };", '1: talle: 120'],
    ['const body = { dni: Type.Optional(Type.String({ maxLength: 20 })) };', '1: dni: 20'],
    ["const body = { dni: typed(20, 'DNI') };", '1: dni: 20'],
    ['<TextField label="Contraseña" minLength={6} />', '1: minLength={6}'],
    ["Type.String({ pattern: '^#?[0-9a-fA-F]{6}([fF]{2})?$' })", "1: colour rule '^#?[0-9a-fA-F]{6}([fF]{2})?$'"],
    ['const HEX = /^#[0-9a-f]{6}$/;', '1: colour rule /^#[0-9a-f]{6}$/'],
    ["text.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '')", "1: accent folding 'NFD'"],
    ['const MARKS = /[\\u0300-\\u036f]/g;', '1: accent folding /[\\u0300-\\u036f]/g'],
    ["{ value: 'created_desc', label: 'Novedades' }", "1: sort value 'created_desc'"],
    ['fetch(`${path}?limit=15&sort=updated_desc`);', '1: sort value }?limit=15&sort=updated_desc`'],
    ['hint="Ingresá 7 a 9 dígitos"', '1: rule text "Ingresá 7 a 9 dígitos"'],
    ['const DNI = /^\\d{7,9}$/;', '1: DNI rule /^\\d{7,9}$/'],
  ])('would find one written by hand: %s', (code, fact) => {
    expect(factsWritten(code)).toContain(fact);
  });

  it.each([
    "const query = { q: Type.String({ maxLength: 100, description: 'Lo escrito' }) };",
    "const schema = { talle: { type: 'string', minLength: 1 } };",
    'const query = { categoria: Type.Optional(Type.String({ maxLength: 500 })) };',
    'const body = { orden: Type.Integer({ minimum: 1, maximum: 1000 }) };',
    'const STORED = /^([0-9a-f]{32})\\.webp$/;',
    "email.normalize('NFKC')",
    "sort: 'nombre'",
    '<input maxLength={CATALOG_TEXT_LIMITS.nombre} />',
  ])('leaves other numbers, patterns and words alone: %s', (code) => {
    expect(factsWritten(code)).toEqual([]);
  });
});
