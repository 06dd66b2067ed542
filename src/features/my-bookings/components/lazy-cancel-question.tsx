import { Suspense, useEffect } from 'react';
import { lateComponent, lateModule } from '../../../components/late-module.ts';
import { useOpenedOnce } from '../../../components/use-opened-once.ts';
import type { CancelQuestionProps } from './cancel-question.tsx';
import type * as CancelQuestionModule from './cancel-question.tsx';

// The cancel question brings XState with the cancellation machine and Mantine's Modal (about
// 43 kB gzip): no booking page needs it for its first paint (decision 155). Its code starts
// loading once the page that offers the cancel has rendered, and it is mounted from the first ask.
const questionModule = lateModule<typeof CancelQuestionModule>(
  () => import('./cancel-question.tsx'),
);
const CancelQuestion = lateComponent(questionModule, (module) => module.CancelQuestion);

/** While the question's code arrives after an ask, the Cancel button spins as it does for the fee. */
function Arriving({ onChecking }: { onChecking?: (checking: boolean) => void }) {
  useEffect(() => {
    onChecking?.(true);
  }, [onChecking]);
  return null;
}

/** CancelQuestion (cancel-question.tsx), its code loaded after the page's first paint. */
export function LazyCancelQuestion(props: CancelQuestionProps) {
  if (!useOpenedOnce(props.asking, questionModule.preload)) return null;
  return (
    <Suspense fallback={<Arriving onChecking={props.onChecking} />}>
      <CancelQuestion {...props} />
    </Suspense>
  );
}
