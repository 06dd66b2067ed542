// A person's text written in code rather than in the catalogue (decision 102): JSX text with
// words, a text-bearing attribute (label, placeholder, title, aria-label…) given a literal, and
// string or template literals that read as a sentence ("Please choose a date."). Messages for
// developers stay in code: a logger's or console's call, `new Error(…)`, an import's path.
// Files not moved to the catalogue yet are listed in ./texts-outside-catalogue.js, which shrinks.

const WORDS = /[A-Za-z]{2,}/;
const SENTENCE = /^[A-Z][a-z]+,? [a-z’']+ [a-z’']+/;
const TEMPLATE_SENTENCE = /[A-Z][a-z]+ [a-z]+ [a-z]+/;
const TEXT_ATTRIBUTES = /^(label|placeholder|title|aria-label|description|alt|error|message)$/;
const DEVELOPER_CALLS = /^(info|warn|error|debug|fatal|trace|log)$/;

function forDevelopers(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'NewExpression') return true;
  if (
    parent.type === 'ImportDeclaration' ||
    parent.type === 'ExportAllDeclaration' ||
    parent.type === 'ExportNamedDeclaration' ||
    parent.type === 'ImportExpression'
  ) {
    return true;
  }
  if (parent.type === 'CallExpression' && parent.callee.type === 'MemberExpression') {
    const name = parent.callee.property.name;
    return typeof name === 'string' && DEVELOPER_CALLS.test(name);
  }
  if (parent.type === 'TSLiteralType') return true;
  return false;
}

export const textInCatalogue = {
  meta: {
    type: 'problem',
    messages: {
      text: 'A text a person reads belongs in the catalogue (shared/catalogue/, decision 102).',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) context.report({ node, messageId: 'text' });
      },
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const parent = node.parent;
        if (
          parent?.type === 'JSXAttribute' &&
          TEXT_ATTRIBUTES.test(String(parent.name.name)) &&
          WORDS.test(node.value)
        ) {
          context.report({ node, messageId: 'text' });
          return;
        }
        if (SENTENCE.test(node.value) && !forDevelopers(node)) {
          context.report({ node, messageId: 'text' });
        }
      },
      TemplateLiteral(node) {
        if (forDevelopers(node)) return;
        if (node.quasis.some((quasi) => TEMPLATE_SENTENCE.test(quasi.value.raw))) {
          context.report({ node, messageId: 'text' });
        }
      },
    };
  },
};
