// A reference to a rule the register does not have, reported while it is typed, over the whole `{{…}}`, in the words
// `npm run validate` reports it with (`unknownRuleMessage`), so the editor and the validator say the same thing.
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { unknownRuleMessage } from '../../build/law/rule-checks.js';
import type { FoundReference } from '../../shared/law/references.js';
import type { LawRegister } from './site-register.js';

export function unknownRuleDiagnostics(document: TextDocument, references: readonly FoundReference[], register: LawRegister): Diagnostic[] {
  const ids = [...register.rules.keys()];
  return references.flatMap((found) => {
    const { reference } = found;
    if (reference.kind !== 'rule' || register.rules.has(reference.id)) return [];
    return [
      {
        range: { start: document.positionAt(found.index), end: document.positionAt(found.index + found.length) },
        severity: DiagnosticSeverity.Error,
        source: 'law register',
        message: unknownRuleMessage(found.raw, reference.id, ids),
      },
    ];
  });
}
