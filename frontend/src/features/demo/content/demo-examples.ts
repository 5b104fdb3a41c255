import { LOGIC_TYPE_LABELS, type HistoryFilterType } from '@untangle/contracts';

export type DemoIcon = 'clock' | 'zap' | 'scale' | 'list';

/** A static demo example: a shuffled text and the logic type it shows off. */
export interface DemoExample {
  id: string;
  title: string;
  icon: DemoIcon;
  logicType: HistoryFilterType;
  /** The logic type's label. */
  category: string;
  inputText: string;
  outputText: string;
  explanation: string;
}

export const DEMO_EXAMPLES: readonly DemoExample[] = [
  {
    id: 'chronological',
    title: 'A Project Retrospective',
    icon: 'clock',
    logicType: 'chronological',
    category: LOGIC_TYPE_LABELS.chronological,
    inputText:
      'We shipped the new checkout on March 28. Back in January the team noticed that one in five carts was abandoned at payment. ' +
      'In mid-March a beta with 5% of customers found two bugs. We spent February interviewing customers and designing a one-page checkout.',
    outputText:
      'In January the team noticed that one in five carts was abandoned at payment. ' +
      'We spent February interviewing customers and designing a one-page checkout. ' +
      'In mid-March a beta with 5% of customers found two bugs. ' +
      'We shipped the new checkout on March 28.',
    explanation:
      'The sentences carry explicit time markers (January, February, mid-March, March 28). Ordering them by those markers turns a scattered recap into a timeline the reader can follow from problem to launch.',
  },
  {
    id: 'cause-effect',
    title: 'Why the Website Went Down',
    icon: 'zap',
    logicType: 'cause-effect',
    category: LOGIC_TYPE_LABELS['cause-effect'],
    inputText:
      'Customers could not log in for forty minutes. The database ran out of connections. ' +
      'A marketing email went out to two million people at 9 am. The login service kept retrying failed queries, which opened even more connections.',
    outputText:
      'A marketing email went out to two million people at 9 am. ' +
      'The database ran out of connections. ' +
      'The login service kept retrying failed queries, which opened even more connections. ' +
      'Customers could not log in for forty minutes.',
    explanation:
      'Each event triggers the next: the email caused a traffic spike, the spike exhausted the connections, the retries made it worse, and the outage was the final effect. Putting the root cause first makes the chain of consequences obvious.',
  },
  {
    id: 'argument-flow',
    title: 'The Case for a Four-Day Week',
    icon: 'scale',
    logicType: 'argument-flow',
    category: LOGIC_TYPE_LABELS['argument-flow'],
    inputText:
      'Some managers worry that customers will miss us on Fridays. A four-day week would make our team more productive. ' +
      'So we should run a six-month trial. In a 2022 pilot, 61 companies kept their output while cutting a day.',
    outputText:
      'A four-day week would make our team more productive. ' +
      'In a 2022 pilot, 61 companies kept their output while cutting a day. ' +
      'Some managers worry that customers will miss us on Fridays. ' +
      'So we should run a six-month trial.',
    explanation:
      'A persuasive text works best as claim, evidence, counter-argument and conclusion. The restructured version states the position, supports it with data, addresses the main objection and only then asks for a decision.',
  },
  {
    id: 'process-steps',
    title: 'Making Cold Brew Coffee',
    icon: 'list',
    logicType: 'process-steps',
    category: LOGIC_TYPE_LABELS['process-steps'],
    inputText:
      'Strain it through a paper filter in the morning. Grind 100 g of coffee coarsely. ' +
      'Leave the jar in the fridge for 12 to 18 hours. Stir the grounds into one litre of cold water in a large jar.',
    outputText:
      'Step 1: Grind 100 g of coffee coarsely. ' +
      'Step 2: Stir the grounds into one litre of cold water in a large jar. ' +
      'Step 3: Leave the jar in the fridge for 12 to 18 hours. ' +
      'Step 4: Strain it through a paper filter in the morning.',
    explanation:
      'Instructions only work in the order they must be done. Each step depends on the one before it: you cannot stir grounds you have not ground, or strain coffee that has not steeped.',
  },
];
