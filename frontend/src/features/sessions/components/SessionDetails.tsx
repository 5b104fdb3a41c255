import type { Session } from '@untangle/contracts';
import { logicTypeLabel } from '../../../components/LogicTypeBadge';

/** The full session: original input, restructured output and the AI explanation. */
export function SessionDetails({
  session,
  id,
  landing,
}: {
  session: Session;
  id: string;
  landing?: boolean;
}) {
  const blocks = [
    { heading: landing ? 'Original Text' : 'Original Input', body: session.inputText },
    {
      heading: landing ? `Restructured Text (${logicTypeLabel(session.logicType)})` : 'Restructured Output',
      body: session.outputText,
    },
    { heading: 'AI Explanation', body: session.explanation },
  ];
  return (
    <div id={id} className="mt-3 flex flex-col gap-3 border-t border-slate-200 pt-3">
      {blocks.map((block) => (
        <div key={block.heading}>
          <h3 className="text-xs font-semibold text-slate-700">{block.heading}</h3>
          <p className="mt-1 text-sm leading-6 whitespace-pre-wrap text-slate-800">{block.body}</p>
        </div>
      ))}
    </div>
  );
}
