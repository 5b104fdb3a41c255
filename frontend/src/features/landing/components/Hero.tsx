import { PRODUCT_NAME } from '@untangle/contracts';
import { Compass, Wand2 } from 'lucide-react';
import { Button } from '../../../components/ui/Button';

export function Hero({ onStartTour }: { onStartTour: () => void }) {
  return (
    <section className="pt-10 pb-4 text-center sm:pt-16">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{PRODUCT_NAME}</p>
      <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        Turn tangled text into a clear, logical story
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-base text-slate-600 sm:text-lg">
        Paste unorganised notes, arguments or instructions. AI puts them in the order that makes sense, and
        explains why the new order works.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a
          href="#tool"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-indigo-700 px-6 font-medium text-white shadow-sm hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Wand2 className="h-4 w-4" aria-hidden="true" /> Try it now
        </a>
        <Button variant="outline" size="lg" onClick={onStartTour}>
          <Compass className="h-4 w-4" aria-hidden="true" /> Take the Tour
        </Button>
      </div>
    </section>
  );
}
