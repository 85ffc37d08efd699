import ts from 'typescript';

/**
 * Finds Spanish copy written directly in a component or page, which belongs in content/
 * (docs/editors.md). A heuristic over the TypeScript syntax tree: JSX text, and string
 * literals or template parts, that read as Spanish words rather than class names, URLs or ids.
 */

/** Letters English and code never use. */
const spanishLetter = /[áéíóúüñ¿¡]/i;
/** Short words that make two or more words a Spanish phrase (none that English also uses). */
const spanishWords = new Set(
  (
    'al como con de del el en es esta este la las los más mi nos nuestra nuestro nuestros ' +
    'para por que se sin su sus tu tus un una y ver volver cerrar abrir ' +
    'página inicio sitio menú buscar enviar cargando intentar'
  ).split(' '),
);
/** Attributes and properties a reader sees or hears, where even one word is copy. */
const copyKeys = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'description',
  'label',
  'eyebrow',
  'subtitle',
  'message',
]);

export interface CopyFinding {
  line: number;
  text: string;
}

/** Whole words: a class such as `space-y-2` or an SVG path's `a3` is not the word it contains. */
const words = (text: string) =>
  text
    .split(/\s+/)
    .map((token) => token.replace(/^[¿¡("'«]+|[.,;:!?)"'»]+$/g, ''))
    .filter((token) => /^\p{L}+$/u.test(token));

/** Whether a piece of text reads as Spanish copy; `copyPlace` when it sits where copy goes. */
function readsAsSpanish(text: string, copyPlace: boolean): boolean {
  const trimmed = text.trim();
  if (!/\p{L}/u.test(trimmed)) return false;
  // Class names, URLs, paths, ids, MIME types and format strings have no spaces between words.
  const codeLike = /^[\w./:#?=&%@[\]()*,+-]+$/.test(trimmed) && !spanishLetter.test(trimmed);
  if (codeLike && !(copyPlace && /^\p{Lu}?\p{Ll}+$/u.test(trimmed))) return false;
  const list = words(trimmed);
  if (spanishLetter.test(trimmed)) return true;
  if (copyPlace) return true;
  return list.length >= 2 && list.some((word) => spanishWords.has(word.toLowerCase()));
}

function nameOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isJsxAttribute(node)) return node.name.getText();
  if (ts.isPropertyAssignment(node) || ts.isParameter(node) || ts.isVariableDeclaration(node))
    return node.name.getText().replace(/^['"]|['"]$/g, '');
  return undefined;
}

/**
 * Whether a literal stands where copy goes: a child of an element, or the value of a copy
 * attribute, property or parameter, through `{ }`, `a ? b : c` and `a ?? b`.
 */
function copyPlaceOf(node: ts.Node): boolean {
  let parent = node.parent;
  while (
    ts.isParenthesizedExpression(parent) ||
    (ts.isConditionalExpression(parent) && parent.condition !== node) ||
    (ts.isBinaryExpression(parent) && parent.right === node)
  ) {
    node = parent;
    parent = parent.parent;
  }
  if (ts.isJsxExpression(parent)) {
    if (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent)) return true;
    parent = parent.parent;
  }
  const name = nameOf(parent);
  return name !== undefined && copyKeys.has(name);
}

/** Spanish copy written in a .tsx or .ts source, with the line it is on. */
export function findInlineCopy(source: string, fileName = 'file.tsx'): CopyFinding[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const findings: CopyFinding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({
      line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && /^(require|import)$/.test(node.expression.getText())) return;
    if (ts.isJsxText(node)) {
      // Any words between tags are read by the visitor: copy, even a single one.
      if (/\p{L}/u.test(node.text)) report(node, node.text);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (readsAsSpanish(node.text, copyPlaceOf(ts.isStringLiteralLike(node) ? node : node.parent)))
        report(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}
