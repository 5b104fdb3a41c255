import { LOGIC_TYPE_COLOURS, LOGIC_TYPE_LABELS, type SessionLogicType } from '@untangle/contracts';
import { Badge, type BadgeTone } from './ui/Badge';

/** The badge tone of a logic type (`LOGIC_TYPE_COLOURS`); auto-detect and unknown values are neutral. */
export function logicTypeTone(type: string): BadgeTone {
  const canonical = type === 'process-steps' ? 'process' : type;
  return Object.hasOwn(LOGIC_TYPE_COLOURS, canonical)
    ? LOGIC_TYPE_COLOURS[canonical as keyof typeof LOGIC_TYPE_COLOURS]
    : 'slate';
}

export function logicTypeLabel(type: string): string {
  return Object.hasOwn(LOGIC_TYPE_LABELS, type) ? LOGIC_TYPE_LABELS[type as SessionLogicType] : type;
}

export function LogicTypeBadge({ type, className }: { type: string; className?: string }) {
  return (
    <Badge tone={logicTypeTone(type)} className={className} data-logic-type={type}>
      {logicTypeLabel(type)}
    </Badge>
  );
}
