import { MemberBadge } from '../../../components/MemberBadge';

/** 'Welcome to your workspace, ' + the first name, or 'User'. */
export function WorkspaceGreeting({ firstName }: { firstName: string | null }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-indigo-800">Welcome to your workspace, {firstName ?? 'User'}</p>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Untangle your text</h1>
      <p className="text-slate-600">Restructure text into a logical order and keep track of your work.</p>
      <div>
        <MemberBadge />
      </div>
    </div>
  );
}
