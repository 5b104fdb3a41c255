import { Clock, ListOrdered, Scale, Zap } from 'lucide-react';
import type { DemoIcon as DemoIconName } from '../content/demo-examples';

const ICONS = { clock: Clock, zap: Zap, scale: Scale, list: ListOrdered } as const;

export function DemoIcon({ name, className }: { name: DemoIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}
