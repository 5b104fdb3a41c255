import { PRODUCT_NAME } from '@untangle/contracts';
import { Suspense, useState } from 'react';
import { useAuthActions } from '../../../app/auth-actions';
import { useAuthLoaded, useCurrentUser } from '../../../app/hooks';
import { DEMO_EXAMPLES } from '../content/demo-examples';
import { useCompletionModal } from '../hooks/useCompletionModal';
import { useDemoProgress } from '../hooks/useDemoProgress';
import { lazyNamed } from '../../../lib/lazy-named';
import { DemoExampleCard } from './DemoExampleCard';
import { ExploreProgress } from './ExploreProgress';

const DemoCompletionModal = lazyNamed(() => import('./DemoCompletionModal'), 'DemoCompletionModal');

const EXAMPLE_IDS = DEMO_EXAMPLES.map((example) => example.id);

/** '<product> in Action': four expandable examples, progress, and the completion modal. */
export function DemoSection() {
  const loaded = useAuthLoaded();
  const user = useCurrentUser();
  const { signUp } = useAuthActions();
  const { progress, viewedCount, markViewed, markModalShown, reset } = useDemoProgress(EXAMPLE_IDS);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const modal = useCompletionModal({
    completed: progress.completed,
    modalShown: progress.modalShown,
    signedOut: loaded && !user,
    onShown: markModalShown,
  });

  return (
    <section aria-labelledby="demo-heading" className="scroll-mt-20" id="demo">
      <div className="text-center">
        <h2 id="demo-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {PRODUCT_NAME} in Action
        </h2>
        <p className="mt-2 text-slate-600">
          Open each example to see the before, the after, and why it works.
        </p>
      </div>
      <div className="mx-auto mt-6 max-w-xl">
        <ExploreProgress viewed={viewedCount} total={DEMO_EXAMPLES.length} onReset={reset} />
      </div>
      <div className="mt-6 grid items-start gap-4 md:grid-cols-2">
        {DEMO_EXAMPLES.map((example) => (
          <DemoExampleCard
            key={example.id}
            example={example}
            expanded={expandedId === example.id}
            viewed={progress.viewed.includes(example.id)}
            onExpand={() => {
              setExpandedId(example.id);
              markViewed(example.id);
            }}
            onCollapse={() => setExpandedId(null)}
          />
        ))}
      </div>
      {modal.open && (
        <Suspense fallback={null}>
          <DemoCompletionModal
            open
            total={DEMO_EXAMPLES.length}
            onClose={modal.close}
            onSignUp={() => {
              modal.close();
              void signUp('/dashboard');
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
